import { pbkdf2, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { scryptOnPool } from './scrypt-pool';

describe('password hashing on its own threads (issue 22)', () => {
  it('computes exactly what crypto.scrypt does, and verifies what it hashed', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const options = { N: 1024, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    expect((await scryptOnPool('密码abc', salt, 32, options)).equals(scryptSync('密码abc', salt, 32, options))).toBe(
      true,
    );
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
    await expect(scryptOnPool('x', salt, 32, { ...options, N: 3 })).rejects.toThrow();
  });

  it("does not wait behind a saturated libuv thread pool (where sharp's image renders run)", async () => {
    const order: string[] = [];
    // Eight long jobs on libuv's four threads: anything queued there finishes after at least four of them.
    const busy = Array.from(
      { length: 8 },
      (_, i) =>
        new Promise<void>((resolve, reject) =>
          pbkdf2('x', 'salt', 1_000_000, 32, 'sha256', (err) => {
            if (err) reject(err);
            order.push(`pool ${i}`);
            resolve();
          }),
        ),
    );
    await hashPassword('a password');
    order.push('hash');
    await Promise.all(busy);
    expect(order[0]).toBe('hash');
  }, 30_000);
});
