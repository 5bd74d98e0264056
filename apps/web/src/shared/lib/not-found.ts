import type { ResultCode } from '@bazaar/domain/api';

/** The api's "no such thing" code: a page asks callApi not to toast it and shows its 404 instead. */
export const NOT_FOUND_CODE = 'E010404' satisfies ResultCode;

/**
 * Renders the route's 404 (docs/product.md §2 space-trip page) from inside a page: the route error element treats a
 * thrown value with status 404 as "not found" (the route error boundary, app/route-error-boundary). Pages use it when the thing they show does not exist (an unknown work or designer id).
 */
export function throwNotFound(): never {
  throw { status: 404, statusText: 'Not Found' };
}

/** A positive integer route parameter (an id), or null. */
export function idFromParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
