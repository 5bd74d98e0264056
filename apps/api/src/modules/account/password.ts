/**
 * Password hashing: scrypt (node:crypto) with a per-user random salt, stored as
 * `scrypt$N$r$p$<salt b64>$<hash b64>` so the cost can rise later without breaking old hashes.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptOnPool, type ScryptParams } from './scrypt-pool';

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** On hashing threads of its own, not libuv's shared pool (scrypt-pool.ts, issue 22). */
function derive(password: string, salt: Buffer, options: Omit<ScryptParams, 'maxmem'>): Promise<Buffer> {
  return scryptOnPool(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A hash nobody's password matches; verified against when the user does not exist, to even out timing. */
const DECOY = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

/** Whether `password` matches `stored`; a missing or malformed hash never matches (but costs the same). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DECOY).split('$');
  const valid = parts.length === 6 && parts[0] === 'scrypt';
  const [, n, r, p, salt, hash] = valid ? parts : DECOY.split('$');
  const expected = Buffer.from(hash!, 'base64');
  const key = await derive(password, Buffer.from(salt!, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && valid && key.length === expected.length && timingSafeEqual(key, expected);
}
