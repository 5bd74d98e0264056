/**
 * The phone site's router, pure parts (decision 025: its own router, not react-router, for the 90 kB first load).
 * Patterns are the app's: static segments, `:name`, optional `:name?` as the last segment, and `*` for the rest.
 * Matching ignores case and a trailing slash, like react-router; where several patterns match, the most specific
 * wins (a static segment beats a parameter, `*` loses to all), then table order.
 */

export type Params = Record<string, string | undefined>;

export interface Matched<T> {
  value: T;
  params: Params;
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The params when `pattern` matches `pathname` with its score, else null. */
export function matchPattern(pattern: string, pathname: string): { params: Params; score: number } | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: Params = {};
  let score = 1;
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i];
    if (w === '*') {
      params['*'] = have.slice(i).map(decode).join('/');
      return { params, score: score - 2 };
    }
    if (w.startsWith(':')) {
      const optional = w.endsWith('?');
      const name = w.slice(1, optional ? -1 : undefined);
      if (h === undefined) {
        if (!optional) return null;
        continue;
      }
      params[name] = decode(h);
      score += optional ? 2 : 3;
      continue;
    }
    if (h === undefined || h.toLowerCase() !== w.toLowerCase()) return null;
    score += 10;
  }
  return have.length > want.length ? null : { params, score };
}

/** The best match of `pathname` in a route table, or null. */
export function matchRoutes<T>(table: readonly { path: string; value: T }[], pathname: string): Matched<T> | null {
  let best: (Matched<T> & { score: number }) | null = null;
  for (const route of table) {
    const m = matchPattern(route.path, pathname);
    if (m && (!best || m.score > best.score)) best = { value: route.value, params: m.params, score: m.score };
  }
  return best && { value: best.value, params: best.params };
}

/** Whether a nav link to `to` is the current page: the same path, or (unless `end`) a page under it. */
export function isActivePath(to: string, pathname: string, end: boolean): boolean {
  const a = `/${segmentsOf(to).join('/')}`.toLowerCase();
  const b = `/${segmentsOf(pathname).join('/')}`.toLowerCase();
  return a === b || (!end && b.startsWith(a === '/' ? '/' : `${a}/`));
}

export interface ClickLike {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * The link-click rule: the router takes a plain left click (no modifier key) on a link that opens in this tab
 * (no target but _self, no download) to a page of this origin; anything else is the browser's (new tab, save).
 */
export function shouldIntercept(
  event: ClickLike,
  link: { href: string; target?: string | null; download?: boolean },
  origin: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if (link.target && link.target !== '_self') return false;
  if (link.download) return false;
  try {
    return new URL(link.href, origin).origin === origin;
  } catch {
    return false;
  }
}
