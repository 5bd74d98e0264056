import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/server.ts',
    'src/app.ts',
    'src/ledger-check.ts',
    'src/backup-cli.ts',
    'src/admin-grant.ts',
    'src/pay-reconcile.ts',
  ],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // Workspace code is bundled (dist runs without packages/domain/dist); registry packages stay in node_modules.
  noExternal: [/^@bazaar\//],
});
