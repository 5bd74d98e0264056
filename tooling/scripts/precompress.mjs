// Writes `.br` and `.gz` siblings for the built SPA's text assets (max compression, once at build time),
// so the gateway serves them with @fastify/static's `preCompressed` instead of compressing per request.
// Usage: node tooling/scripts/precompress.mjs apps/web/dist
// It also refuses a build whose JS names its source map (`//# sourceMappingURL`): the apps build their maps
// hidden, for error reports only (issue 34: served, they are the whole source).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;
const linked = [];
const SOURCE_MAP_COMMENT = /\/\/# sourceMappingURL=\S+\s*$/;

function walk(d) {
  for (const name of readdirSync(d)) {
    const file = path.join(d, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(name) && !name.endsWith('.map')) compress(file);
  }
}

function compress(file) {
  const buf = readFileSync(file);
  if (/\.m?js$/.test(file) && SOURCE_MAP_COMMENT.test(buf.subarray(-512).toString('utf8'))) linked.push(file);
  if (buf.length < 1024) return;
  const br = brotliCompressSync(buf, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
  files++;
  before += buf.length;
  after += br.length;
}

walk(dir);
if (linked.length) {
  console.error(
    `${linked.length} file(s) name their source map (build.sourcemap must be 'hidden'): ${linked.map((f) => path.relative(dir, f)).join(', ')}`,
  );
  process.exit(1);
}
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
