/**
 * docs/product.md §9: the device pixel ratio is kept in a cookie (7 days, like the spec's other cookies), so the
 * gateway can pick image candidates for preloads; in the page, `srcset` candidates let the browser choose
 * by the same ratio.
 */
import { COOKIE_LIFETIME_SECONDS, DPR_COOKIE } from '@bazaar/domain/constants';

/** The ratio as stored: 1–4 with two decimals (a zoomed desktop reports fractions). */
export function normalizeDpr(ratio: number): number {
  if (!Number.isFinite(ratio) || ratio <= 0) return 1;
  return Math.min(4, Math.max(1, Math.round(ratio * 100) / 100));
}

export function dprCookie(ratio: number, secure: boolean): string {
  return `${DPR_COOKIE}=${normalizeDpr(ratio)}; Path=/; Max-Age=${COOKIE_LIFETIME_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function rememberDevicePixelRatio(): void {
  document.cookie = dprCookie(window.devicePixelRatio, window.location.protocol === 'https:');
}
