/**
 * The first script of a page whose static shell carries its largest paint (issue 6/7/8 LCP budgets): the
 * gateway serves it instead of the app's entry when the shell has images — the first banner on `/`, a
 * work's first images, a list's first covers — or a help article's text. It starts the app once those
 * images are painted (or failed, or after {@link WAIT_LIMIT_MS}), or after the text's first frame, so on a
 * phone's narrow link the largest paint gets the bandwidth first and never queues behind ≈ 110 kB of JS;
 * the app then replaces the shell as usual.
 *
 * The gateway passes the entry and the files it would have preloaded as data attributes (no inline
 * script: the CSP forbids it). This file imports nothing, so it stays a few hundred bytes.
 */

/** Never hold the app back longer than this, even if an image stalls. */
const WAIT_LIMIT_MS = 1_500;

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
let started = false;

function start(): void {
  if (started || !tag) return;
  started = true;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = tag.dataset.entry;
  if (entry) void import(/* @vite-ignore */ entry);
}

/**
 * Once the images are decoded, two animation frames: the second begins only after the frame that painted
 * them was produced, so the app's JS (its download and its run on the main thread) never delays that paint.
 */
const startAfterPaint = (): void => {
  requestAnimationFrame(() => requestAnimationFrame(() => start()));
  // A hidden tab runs no animation frames: never wait on one.
  setTimeout(start, 150);
};

const images = [...document.querySelectorAll<HTMLImageElement>('.boot-shell img')];
if (images.length === 0) {
  // A shell of text (a help article): its first frame is the largest paint; the app follows it.
  startAfterPaint();
} else {
  // decode() waits for the load too; a broken image (rejected) must not hold the app back.
  void Promise.all(images.map((img) => img.decode().catch(() => undefined))).then(startAfterPaint);
  setTimeout(start, WAIT_LIMIT_MS);
}
