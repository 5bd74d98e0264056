/**
 * docs/product.md §2: login guards send the user to `/login?redirect={fullPath}` and back again afterwards. The
 * redirect value is user-controlled, so it is only followed when it is a same-origin path; anything else
 * (an open redirect to another site, a `javascript:` URL) falls back to the home page. The web and the
 * gateway both call this, so the rule lives in one place.
 */

export const SAFE_REDIRECT_FALLBACK = '/';
/** Longer values are not real paths; refusing them also keeps cookies and headers small. */
const MAX_LENGTH = 2048;
/** Invisible characters some parsers strip or treat as line breaks (C0 controls and DEL are checked below). */
const INVISIBLE = new Set([0x85, 0xa0, 0x2028, 0x2029, 0x200b, 0x200c, 0x200d, 0xfeff]);

/** URL parsers drop tabs and newlines anywhere, so `/\t/evil.com` would become `//evil.com`. */
function hasUnsafeChar(s: string): boolean {
  for (let i = 0; i < s.length; i += 1) {
    const code = s.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || INVISIBLE.has(code)) return true;
  }
  return false;
}
/** How many rounds of percent-encoding we look through before giving up (a real path needs one). */
const MAX_DECODE_ROUNDS = 3;

/** The path before `?` or `#`: only that part decides where the browser goes. */
const pathPart = (s: string): string => s.split(/[?#]/, 1)[0] ?? '';

/**
 * A path is plain when it starts with one '/', never reads as `//host` or `/\host` (no '//' or '\' at all),
 * has no control characters and no dot segments (a gateway that normalises `/a/..//evil` must not find `//evil`).
 */
function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || hasUnsafeChar(path)) return false;
  if (path.includes('\\') || path.includes('//')) return false;
  return !/(^|\/)\.\.?(\/|$)/.test(path);
}

/** Every form of `path` as it is decoded until stable; null when it is malformed or nested too deep. */
function decodings(path: string): string[] | null {
  const seen = [path];
  let current = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // Malformed as given → refuse. Malformed only after a decode (`/100%25` → `/100%`) → nobody can
      // decode it further, so the forms seen so far are all there is.
      return round === 0 ? null : seen;
    }
    if (next === current) return seen;
    seen.push(next);
    current = next;
  }
  return null;
}

/** Returns `raw` when it is a same-origin path (keeping its query and hash), else '/'. */
export function safeRedirectPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH || hasUnsafeChar(raw)) return SAFE_REDIRECT_FALLBACK;
  const path = pathPart(raw);
  // Literal whitespace never appears in a router's path (it would be %20); it is a sign of tampering.
  if (/\s/.test(path)) return SAFE_REDIRECT_FALLBACK;
  const forms = decodings(path);
  // Every decoded form must be plain too: a server or router that decodes once more must not find `//evil`.
  return forms?.every((form) => isPlainPath(pathPart(form))) ? raw : SAFE_REDIRECT_FALLBACK;
}

/**
 * A link from CMS content (docs/product.md §3) is safe to put in an href when it is a same-origin path or an
 * absolute http(s) URL. `javascript:`, `data:` and the like are refused.
 */
export function isSafeLink(link: unknown): link is string {
  if (typeof link !== 'string' || link.length > MAX_LENGTH || hasUnsafeChar(link)) return false;
  if (/^https?:\/\/[^/\\\s]/i.test(link)) return true;
  return safeRedirectPath(link) === link;
}

/**
 * Every browser and Node has the WHATWG URL; the domain compiles without DOM or Node types, so the part read here is
 * declared (as api/page-data.ts does for URLSearchParams).
 */
declare const URL: new (input: string, base: string) => { origin: string; protocol: string; href: string };

/**
 * The page a share link may name (/share/weixin's `url`): only a page of this site (http/https, same origin), so the
 * share page cannot be used to dress up someone else's link with our name on it. Answers the absolute URL, or null.
 */
export function sameOriginShareUrl(raw: string | null, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
    return url.href;
  } catch {
    return null;
  }
}
