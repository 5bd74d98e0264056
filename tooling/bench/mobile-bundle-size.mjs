// Benchmark (issue 26 budget): first-load JS of the phone site's home page, gzip, per chunk — the entry
// chunk and the home page's lazy chunk, each with its static imports (first-load.mjs). Exits 1 when over
// budget. Usage: (cd apps/mobile && npx vite build) && node tooling/bench/mobile-bundle-size.mjs
import path from 'node:path';
import { reportFirstLoad } from './first-load.mjs';
import { root } from './stack.mjs';

reportFirstLoad({
  dist: path.join(root, 'apps/mobile/dist'),
  entries: [{ match: (key) => key === 'index.html', why: 'entry' }],
  page: { match: (key) => key === 'src/pages/home.tsx', why: 'home page' },
  budgetKb: 90,
  label: 'phone home',
});
