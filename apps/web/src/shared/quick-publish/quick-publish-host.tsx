import { lazy, Suspense, useSyncExternalStore } from 'react';
import { quickPublishState, subscribeQuickPublish } from './quick-publish-store';

// The dialog, its form rules and the success modal: loaded the first time something opens it.
const QuickPublish = lazy(() => import('./quick-publish'));

/** Mounted once in the app shell; renders nothing (and loads nothing) until the dialog is opened. */
export function QuickPublishHost() {
  const state = useSyncExternalStore(subscribeQuickPublish, quickPublishState);
  if (state.phase === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <QuickPublish state={state} />
    </Suspense>
  );
}

/** True while the dialog or its success modal shows (the platform statement waits until then). */
export function useQuickPublishOpen(): boolean {
  return useSyncExternalStore(subscribeQuickPublish, quickPublishState).phase !== 'closed';
}
