import { lazy, Suspense, useEffect, useState } from 'react';
import { setQuickPublishActive } from './quick-publish-active';
import { setQuickPublishListener, type QuickPublishOpening } from './quick-publish-store';

// The dialog, its form rules and the success modal: loaded the first time something opens it.
const QuickPublish = lazy(() => import('./quick-publish'));

/**
 * Loads and shows the dialog when something opens it. Mounted by the floating toolbar — itself a lazy chunk
 * on every page of the default and designer layouts, where all the triggers are — so the first load
 * carries only the opener (`quick-publish-store.ts`), not even this host (home first-load budget).
 */
export function QuickPublishHost() {
  const [request, setRequest] = useState<QuickPublishOpening | null>(null);
  useEffect(() => {
    setQuickPublishListener(setRequest);
    return () => setQuickPublishListener(null);
  }, []);
  useEffect(() => setQuickPublishActive(request !== null), [request]);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <QuickPublish request={request} onDone={() => setRequest(null)} />
    </Suspense>
  );
}
