// Benchmark (issue 2 budget): first-load JS of the desktop web's home route, gzip, per chunk: the entry
// chunk, the shell boot, and the home page's route chunk, each with its static imports (first-load.mjs).
// Usage: (cd apps/web && npx vite build) && node bundle-size.mjs [--route features/home/]
import path from 'node:path';
import { reportFirstLoad } from './first-load.mjs';
import { root } from './stack.mjs';

const k = process.argv.indexOf('--route');
const routeMatch = k > 0 ? process.argv[k + 1] : 'features/home/';

reportFirstLoad({
  dist: path.join(root, 'apps/web/dist'),
  entries: [
    { match: (key) => key === 'index.html', why: 'entry' },
    // The shell boot (second entry) starts the app on pages whose static shell shows images, the home
    // page's first banner among them: it belongs to the home page's first load.
    { match: (key) => key.endsWith('shell-boot.ts'), why: 'shell boot' },
  ],
  page: { match: (key) => key.includes(routeMatch), why: 'home route' },
  budgetKb: 130,
  label: 'home',
});
