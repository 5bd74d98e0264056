/**
 * The anonymous browser id the gateway sends in `x-browser-id` (issue 6): visitors' recent searches and
 * page views are kept per browser. Only a well-formed value counts; anything else is no id.
 */
import { BROWSER_ID_HEADER } from '@bazaar/domain/constants';
import type { FastifyRequest } from 'fastify';

export function browserIdOf(request: FastifyRequest): string | null {
  const value = request.headers[BROWSER_ID_HEADER];
  return typeof value === 'string' && /^[\w-]{16,64}$/.test(value) ? value : null;
}
