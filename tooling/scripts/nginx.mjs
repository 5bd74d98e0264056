// nginx for the cluster (issue 10): the operators' deploy/nginx/bazaar.conf rendered with this machine's
// ports and paths, a whole nginx.conf under a private prefix, `nginx -t`, and a self-signed certificate for
// the https listener. Used by cluster.mjs (which re-exports it) and the cluster test. Plain Node.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX_CONF = fileURLToPath(new URL('../../deploy/nginx/bazaar.conf', import.meta.url));

/** nginx's binary: on PATH, or Debian's /usr/sbin (not on a non-root PATH). */
export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/**
 * deploy/nginx/bazaar.conf with this machine's ports and paths: the lines marked `# @gateway`,
 * `# @phone_gateway`, `# @phone_site`, `# @listen`, `# @cache` and `# @access_log` are replaced; everything else
 * is the operators' file as is. The phone site (issue 26) is a listen port of its own here (`phonePort`, and
 * `tls.phonePort` for https), mapped to the gateways' phone ports (`phoneGatewayPorts`).
 */
export function renderNginxConf({ listenPort, phonePort, tls, gatewayPorts, phoneGatewayPorts, cacheDir, accessLog }) {
  const lines = readFileSync(NGINX_CONF, 'utf8').split('\n');
  const out = [];
  const written = new Set();
  /** The marked lines of one kind become `lines` once, at the first of them. */
  const once = (mark, indent, make) => {
    if (written.has(mark)) return;
    written.add(mark);
    for (const line of make()) out.push(`${indent}${line}`);
  };
  const upstream = (port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`;
  for (const line of lines) {
    const indent = line.match(/^\s*/)[0];
    if (line.endsWith('# @gateway')) {
      once('gateway', indent, () => gatewayPorts.map(upstream));
    } else if (line.endsWith('# @phone_gateway')) {
      once('phone_gateway', indent, () => phoneGatewayPorts.map(upstream));
    } else if (line.endsWith('# @phone_site')) {
      const ports = [phonePort, ...(tls ? [tls.phonePort] : [])];
      once('phone_site', indent, () => ports.map((port) => `~:${port}$ bazaar_phone_gateways;`));
    } else if (line.endsWith('# @listen')) {
      out.push(`${indent}listen 127.0.0.1:${listenPort};`);
      out.push(`${indent}listen 127.0.0.1:${phonePort};`);
      if (tls) {
        out.push(`${indent}listen 127.0.0.1:${tls.port} ssl;`);
        out.push(`${indent}listen 127.0.0.1:${tls.phonePort} ssl;`);
        out.push(`${indent}ssl_certificate ${tls.cert};`);
        out.push(`${indent}ssl_certificate_key ${tls.key};`);
      }
    } else if (line.endsWith('# @cache')) {
      out.push(line.replace('/var/cache/nginx/bazaar', cacheDir).replace(/\s*# @cache$/, ''));
    } else if (line.endsWith('# @access_log')) {
      out.push(`${indent}access_log ${accessLog ?? 'off'}${accessLog ? ' bazaar' : ''};`);
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

/** A whole nginx.conf around the rendered server block, everything under `prefix` (no system paths). */
export function writeNginxFiles(prefix, options) {
  for (const dir of ['tmp', 'cache', 'logs']) mkdirSync(path.join(prefix, dir), { recursive: true });
  const site = path.join(prefix, 'bazaar.conf');
  writeFileSync(
    site,
    renderNginxConf({ ...options, cacheDir: path.join(prefix, 'cache'), accessLog: options.accessLog }),
  );
  const mime = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  const main = path.join(prefix, 'nginx.conf');
  writeFileSync(
    main,
    [
      // As root, nginx's workers would otherwise run as `nobody`, who cannot write this private prefix.
      process.getuid?.() === 0 ? 'user root;' : '',
      `worker_processes ${options.workers ?? 'auto'};`,
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'logs/error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      `  ${mime}`,
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  tcp_nodelay on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t}_temp_path ${path.join(prefix, 'tmp', t)};`,
      ),
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  chmodSync(prefix, 0o755);
  return main;
}

/** `nginx -t` on a config file; answers { ok, output }. */
export function nginxCheck(nginx, prefix, conf) {
  const res = spawnSync(nginx, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  return { ok: res.status === 0, output: `${res.stdout}${res.stderr}` };
}

/** A self-signed certificate for 127.0.0.1/localhost (openssl), for the https listener. */
export function selfSignedCert(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const res = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`openssl could not make a test certificate: ${res.stderr || res.error}`);
  return { cert, key };
}
