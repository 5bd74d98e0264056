// `npm start`: install, build, migrate + seed the embedded database on first run, and serve the product
// at http://localhost:3000 (BFF) with the API on 127.0.0.1:3001 and the phone site on the gateway's second
// port, http://localhost:3002 (MOBILE_PORT; phones opening :3000 are redirected there, decision 025).
// Ctrl-C stops both processes.
import path from 'node:path';
import { checkNode, installAndBuild, root, start, waitFor } from './lib.mjs';

checkNode();
installAndBuild();

const env = {
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
  API_PORT: process.env.API_PORT ?? '3001',
  PORT: process.env.PORT ?? '3000',
};
// The phone site: the gateway's own second port, PORT + 2 unless given (PORT + 1 is the api's default).
env.MOBILE_PORT = process.env.MOBILE_PORT || String(Number(env.PORT) + 2);
if (process.env.MOBILE_ORIGIN) env.MOBILE_ORIGIN = process.env.MOBILE_ORIGIN;
const apiUrl = `http://127.0.0.1:${env.API_PORT}`;
const children = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000);
  force.unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const api = start('node', ['dist/server.js'], { cwd: path.join(root, 'apps/api'), env, name: 'api' });
children.push(api);
api.on('exit', (code) => {
  if (!stopping) console.error(`api exited (${code}); stopping.`);
  stop(code ?? 1);
});
console.log('\n⏳ Starting the API (the first start creates and seeds the database in .data/)…');
if (!(await waitFor(`${apiUrl}/healthz`, 120_000, () => api.exitCode === null))) {
  console.error('The API did not come up within 120 s.');
  stop(1);
} else {
  const bff = start('node', ['dist/server.js'], {
    cwd: path.join(root, 'apps/bff'),
    env: { ...env, UPSTREAM_URL: apiUrl },
    name: 'bff',
  });
  children.push(bff);
  bff.on('exit', (code) => {
    if (!stopping) console.error(`bff exited (${code}); stopping.`);
    stop(code ?? 1);
  });
  if (await waitFor(`http://127.0.0.1:${env.PORT}/healthz`, 30_000, () => bff.exitCode === null)) {
    console.log(
      `\n✅ 设计集市 is running: http://localhost:${env.PORT}  (phones: http://localhost:${env.MOBILE_PORT}, API ${apiUrl}). Press Ctrl-C to stop.\n`,
    );
  }
}
