/**
 * The zod-free part of an endpoint: its method, path and who may call it. Browser code reads these
 * through the generated table in `routes.ts`; the entries themselves live in `endpoints/` with their
 * schemas (docs/adding-an-endpoint.md).
 */
export type Auth = 'public' | 'optional' | 'user' | 'operator';

export interface Route {
  method: 'GET' | 'POST';
  /** Fixed, or with `:name` segments filled from the input (GET only). */
  path: string;
  /**
   * Who may call: anyone; anyone (user-specific fields when logged in); logged in only; a logged-in
   * operator only (issue 7: the consultant's desk under /api/admin).
   */
  auth: Auth;
  /** Login endpoints take multipart and the fixed client authorization header (docs/product.md §7). */
  login?: true;
}

/**
 * What a frontend needs of an endpoint to call it — its method, path and whether it logs in — without the
 * access rule, which only the gateway and the api enforce. The generated `client-routes.ts` holds these,
 * so a browser's first load carries no `auth` of 160 endpoints (154 bytes gzip, issue 23's budget).
 */
export type ClientRoute = Omit<Route, 'auth'>;
