/**
 * docs/product.md §2: a chunk-load failure (a deploy replaced the hashed files) reloads the page — once. A
 * timestamp in sessionStorage stops a reload loop when the chunk is really gone.
 */
const KEY = 'bazaar:chunk-reload-at';
const WINDOW_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reloads and returns true, unless a reload already happened within the last few seconds. */
export function reloadOnceForChunkError(): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
