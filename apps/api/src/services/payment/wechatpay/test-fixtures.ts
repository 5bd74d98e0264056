/**
 * Keys and configurations for the WeChat Pay tests: generated per run (never real credentials), written into
 * a temporary directory so the driver is configured the way production configures it — through loadConfig.
 */
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type ApiConfig } from '../../../config';

export interface RsaPair {
  /** PKCS#8 PEM */
  privateKey: string;
  /** PKCS#1 PEM of the same key (`BEGIN RSA PRIVATE KEY`, as older apiclient_key.pem files are). */
  privateKeyPkcs1: string;
  publicKey: string;
}

export function rsaPair(): RsaPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    privateKeyPkcs1: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export function tempDir(): { dir: string; write(name: string, data: string | Buffer): string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'wechatpay-test-'));
  return {
    dir,
    write(name, data) {
      const file = path.join(dir, name);
      writeFileSync(file, data);
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A self-signed "platform certificate" with a 40-hex serial, made by the openssl command line (node:crypto
 * reads certificates but cannot issue one).
 */
export function platformCertificate(serial = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1'): {
  certPem: string;
  privateKeyPem: string;
  serial: string;
} {
  const tmp = tempDir();
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(tmp.dir, 'key.pem'),
        '-out',
        path.join(tmp.dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=Tenpay.com/O=Tenpay.com/C=CN',
        '-set_serial',
        `0x${serial}`,
      ],
      { stdio: 'ignore' },
    );
    return {
      certPem: readFileSync(path.join(tmp.dir, 'cert.pem'), 'utf8'),
      privateKeyPem: readFileSync(path.join(tmp.dir, 'key.pem'), 'utf8'),
      serial,
    };
  } finally {
    tmp.remove();
  }
}

/** The api's configuration for WeChat Pay, parsed by loadConfig from these variables (plus the defaults). */
export function wechatConfig(env: Record<string, string | undefined>): ApiConfig {
  return loadConfig({ PAYMENT_DRIVER: 'wechatpay', PGLITE_DIR: 'memory://', ...env });
}
