import { describe, expect, it } from 'vitest';

/**
 * docs/conventions.md §9: a link is built by `shared/lib/paths.ts` (or `page-paths.ts`), never spelled by hand. This scans the web's
 * sources for the shapes a hand-written internal link takes. Route patterns (`app/route-table.ts`) and comparisons
 * of the current pathname (`pathname.startsWith('/login/')`) are not links and are not matched.
 */
// Every source of the web as text, keyed by its path from src/ (Vite's glob: no Node APIs in the web's types).
const SOURCES = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ALLOWED = new Set(['shared/lib/paths.ts', 'shared/lib/page-paths.ts', 'app/route-table.ts']);

const SHAPES: [string, RegExp][] = [
  // <Link to="/x">, href={`/x/${id}`}, path="/x", { to: '/x' }, { link: '/x' }
  ['a link prop', /\b(?:to|href|path|link|hall|base)(?:=\{?|:\s*)\s*[`'"]\/(?:[A-Za-z]|[`'"])/],
  ['navigate to a literal', /\bnavigate\(\s*[`'"]\//],
  ['withQuery on a literal', /\bwithQuery\(\s*[`'"]\//],
  // `/task/${id}`, `/login?redirect=${…}` anywhere
  ['a path template', /`\/[a-z][\w/-]*(?:\/|\?[\w]+=)\$\{/],
  ['a path constant', /\bconst [A-Z_]*PATH\s*=\s*[`'"]\//],
];

describe('links', () => {
  it('are built by shared/lib/paths.ts, never written by hand', () => {
    const found: string[] = [];
    for (const [file, text] of Object.entries(SOURCES)) {
      const rel = file.slice('/src/'.length);
      if (ALLOWED.has(rel)) continue;
      text.split('\n').forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        for (const [shape, re] of SHAPES) if (re.test(line)) found.push(`${rel}:${i + 1} ${shape}: ${line.trim()}`);
      });
    }
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
