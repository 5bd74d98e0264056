import { defineConfig } from 'tsup';

// In watch mode (pnpm dev) dist is overwritten in place, never emptied: the api and bff dev servers
// import it and would crash on the gap.
export default defineConfig((options) => ({
  entry: {
    'format/index': 'src/format/index.ts',
    'rules/index': 'src/rules/index.ts',
    // Its own entry so the zod-free rules land in a chunk apart from the zod form schemas: browser code
    // that imports only `check*` from `@bazaar/domain/rules` then never loads zod.
    'rules/checks': 'src/rules/checks.ts',
    'cms/index': 'src/cms/index.ts',
    'api/index': 'src/api/index.ts',
    // Schema-free route table for browser code (keeps zod out of first-load bundles).
    'api/routes': 'src/api/routes.ts',
    // The URL of a data call, shared by the web's client and the gateway's preload hints (zod-free).
    'api/page-data': 'src/api/page-data.ts',
    'entities/index': 'src/entities/index.ts',
    'constants/index': 'src/constants/index.ts',
    // The homepage skin's choices, for the homepage feature only: kept out of the constants every list
    // card imports (home first-load budget).
    'constants/homepage': 'src/constants/homepage.ts',
  },
  format: ['esm'],
  dts: true,
  clean: !options.watch,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
}));
