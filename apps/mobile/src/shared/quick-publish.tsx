/**
 * The quick-publish opener on a phone (docs/product.md §2 "Quick-publish dialog", §9 sourceType): a page that
 * offers 发布任务 or 雇佣TA calls `open`, and renders `sheet` — the bottom sheet, a lazy chunk loaded the first time
 * it opens (home first load ≤ 90 kB gzip). Each opening starts from an empty form.
 */
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { SOURCE_TYPE_DEFAULT } from '@bazaar/domain/constants';
import type { QuickPublishRequest } from '@bazaar/domain/rules/quick-publish-form';

const PublishSheet = lazy(() => import('./ui/publish-sheet'));

export function useQuickPublish(): {
  open: (options?: { designerId?: number | null; sourceType?: number }) => void;
  sheet: ReactNode;
} {
  const [request, setRequest] = useState<(QuickPublishRequest & { n: number }) | null>(null);
  const count = useRef(0);
  const open = useCallback((options: { designerId?: number | null; sourceType?: number } = {}) => {
    count.current += 1;
    setRequest({
      designerId: options.designerId ?? null,
      sourceType: options.sourceType ?? SOURCE_TYPE_DEFAULT,
      n: count.current,
    });
  }, []);
  const close = useCallback(() => setRequest(null), []);
  const sheet = request && (
    <Suspense fallback={null}>
      <PublishSheet key={request.n} request={request} onClose={close} />
    </Suspense>
  );
  return { open, sheet };
}
