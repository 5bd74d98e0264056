/**
 * Writes src/api/routes.ts — the registry's zod-free part (method, path, access) — from the entries in
 * src/api/endpoints/. Run after adding or changing an entry: `pnpm --filter @bazaar/domain gen:routes`
 * (docs/adding-an-endpoint.md). `src/api/routes.test.ts` fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { routeTable } from '../src/api/endpoint.js';
import { endpoints } from '../src/api/endpoints/index.js';

const target = fileURLToPath(new URL('../src/api/routes.ts', import.meta.url));
const clientTarget = fileURLToPath(new URL('../src/api/client-routes.ts', import.meta.url));

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const entries = Object.entries(routeTable(endpoints)).map(
  ([name, r]) =>
    `  ${name}: { method: ${quote(r.method)}, path: ${quote(r.path)}, auth: ${quote(r.auth)}${'login' in r && r.login ? ', login: true' : ''} },`,
);

const source = `// GENERATED from src/api/endpoints/ by \`pnpm --filter @bazaar/domain gen:routes\`: edit the entries there.
/**
 * The registry's zod-free part (method, path and access of every endpoint) for code that must not load
 * zod: browser first loads (docs/decisions/004) and the gateway. routes.test.ts fails when it is stale.
 */
import type { Route } from './route.js';

export type { Auth, Route } from './route.js';

export const routes = {
${entries.join('\n')}
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

/** The login paths the gateway turns into an httpOnly session cookie. */
export const LOGIN_PATHS: readonly string[] = Object.values(routes as Record<string, Route>)
  .filter((r) => r.login)
  .map((r) => r.path);
`;

const clientEntries = Object.entries(routeTable(endpoints)).map(
  ([name, r]) =>
    `  ${name}: { method: ${quote(r.method)}, path: ${quote(r.path)}${'login' in r && r.login ? ', login: true' : ''} },`,
);

const clientSource = `// GENERATED from src/api/endpoints/ by \`pnpm --filter @bazaar/domain gen:routes\`: edit the entries there.
/**
 * What \`@bazaar/domain/client\` needs to call each endpoint: method, path and whether it logs in. The access
 * rule (\`auth\`) stays in routes.ts for the gateway and the api; a browser's first load carries only this
 * (docs/decisions/004). routes.test.ts fails when it is stale.
 */
import type { ClientRoute } from './route.js';

export const clientRoutes = {
${clientEntries.join('\n')}
} as const satisfies Record<string, ClientRoute>;
`;

const options = (await prettier.resolveConfig(target)) ?? {};
writeFileSync(target, await prettier.format(source, { ...options, filepath: target }));
writeFileSync(clientTarget, await prettier.format(clientSource, { ...options, filepath: clientTarget }));
console.log(`wrote ${target} and ${clientTarget} (${entries.length} endpoints)`);
