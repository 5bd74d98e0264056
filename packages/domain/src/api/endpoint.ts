/**
 * One endpoint, declared once (docs/adding-an-endpoint.md): method, path, access, the schema of what it
 * takes (the query for GET, the body for POST) and of the `data` it answers. The api registers its route
 * from the entry and parses the input with it; its tests parse every answer with `data`; the gateway and
 * the browser read the zod-free part through `routes.ts`, generated from the same entries.
 */
import type * as z from 'zod/mini';
import type { Route } from './route.js';

export interface Endpoint extends Route {
  input?: z.ZodMiniType;
  data: z.ZodMiniType;
}

/** Declares an entry (an identity function: it only checks the shape and keeps the literal types). */
export const endpoint = <E extends Endpoint>(e: E): E => e;

/** The zod-free part of every entry, in the registry's order: what `routes.ts` holds. */
export type RouteTable<T extends Record<string, Endpoint>> = {
  readonly [K in keyof T]: Pick<T[K], Extract<keyof T[K], keyof Route>>;
};

export function routeTable<T extends Record<string, Endpoint>>(registry: T): RouteTable<T> {
  const table: Record<string, Route> = {};
  for (const [name, e] of Object.entries(registry)) {
    table[name] = { method: e.method, path: e.path, auth: e.auth, ...(e.login ? { login: e.login } : {}) };
  }
  return table as RouteTable<T>;
}
