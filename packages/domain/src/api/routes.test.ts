import { describe, expect, it } from 'vitest';
import { routeTable } from './endpoint.js';
import { endpoints } from './endpoints/index.js';
import { clientRoutes } from './client-routes.js';
import { LOGIN_PATHS, routes } from './routes.js';

describe('the generated route table', () => {
  it('is the registry’s zod-free part, entry for entry and in order (else: pnpm --filter @bazaar/domain gen:routes)', () => {
    const fromRegistry = routeTable(endpoints);
    expect(Object.keys(routes)).toEqual(Object.keys(fromRegistry));
    expect(routes).toEqual(fromRegistry);
  });

  it('gives the client every endpoint with its method, path and login flag, and no access rule', () => {
    const withoutAuth = Object.fromEntries(
      Object.entries(routeTable(endpoints)).map(([name, { auth: _auth, ...route }]) => [name, route]),
    );
    expect(Object.keys(clientRoutes)).toEqual(Object.keys(withoutAuth));
    expect(clientRoutes).toEqual(withoutAuth);
  });

  it('declares every method and path once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists the login paths the gateway turns into a session cookie', () => {
    expect([...LOGIN_PATHS].sort()).toEqual(
      [
        '/api/auth/authentication/bind',
        '/api/auth/authentication/form',
        '/api/auth/authentication/mobile',
        '/api/auth/authentication/openid',
      ].sort(),
    );
  });
});
