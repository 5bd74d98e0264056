/**
 * docs/product.md §2 "after each navigation … a page view is recorded with the user id": views are queued and sent
 * in batches with navigator.sendBeacon — never awaited, never in the way of the page. A batch goes when
 * it is full, after a few quiet seconds, or when the page is hidden (the browser keeps beacons alive past
 * unload). The gateway adds the user (session cookie) or the anonymous browser id.
 */
import { PAGE_VIEW_BATCH_MAX } from '@bazaar/domain/constants';
import { beacon } from '@bazaar/domain/client/upload';
import { apiClient } from '@/shared/api/client';
import { rememberDevicePixelRatio } from './device-pixel-ratio';

export interface PageView {
  path: string;
  referrer: string;
}

export interface PageViewQueueDeps {
  /** Sends one batch; returns false when the browser refused to queue it. */
  send: (batch: { views: PageView[] }) => boolean;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

export const PAGE_VIEW_FLUSH_MS = 5000;

export function createPageViewQueue(deps: PageViewQueueDeps) {
  let queue: PageView[] = [];
  let timer: unknown = null;

  const flush = () => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    while (queue.length > 0) {
      const batch = queue.slice(0, PAGE_VIEW_BATCH_MAX);
      queue = queue.slice(PAGE_VIEW_BATCH_MAX);
      // A refused beacon (quota) is dropped: page views are statistics, never worth a retry loop.
      deps.send({ views: batch });
    }
  };

  const record = (view: PageView) => {
    queue.push({ path: view.path.slice(0, 500), referrer: view.referrer.slice(0, 500) });
    if (queue.length >= PAGE_VIEW_BATCH_MAX) return flush();
    if (timer !== null) deps.clearTimer(timer);
    timer = deps.setTimer(flush, PAGE_VIEW_FLUSH_MS);
  };

  return { record, flush, size: () => queue.length };
}

/** The browser's queue: text/plain so the beacon needs no CORS preflight (the api parses the JSON). */
function browserQueue() {
  // docs/product.md §9's ratio cookie rides along with this first-visit chunk (nothing on the first paint needs it).
  rememberDevicePixelRatio();
  const queue = createPageViewQueue({
    send: (batch) => beacon(apiClient, 'pageView', batch),
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (t) => window.clearTimeout(t as number),
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', () => queue.flush());
  return queue;
}

let shared: ReturnType<typeof createPageViewQueue> | null = null;

export function recordPageView(view: PageView): void {
  shared ??= browserQueue();
  shared.record(view);
}
