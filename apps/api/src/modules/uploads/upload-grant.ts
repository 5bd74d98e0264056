/**
 * `getOssSignatureUploadToken` (docs/product.md §7): a grant to upload one file straight to storage, like an OSS
 * post policy. The token is `base64url(payload).base64url(HMAC-SHA256(payload))` under the api's upload
 * key; the payload names the user, a one-time object name, the expiry and the byte cap, so nothing about
 * it can be changed without the key. The local storage driver checks it on PUT/POST to `uploadUrl`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UPLOAD_MAX_FILE_BYTES } from '@bazaar/domain/constants';
import * as z from 'zod/mini';

/** Chosen: a grant lives 10 minutes — enough for a 10 MB file on a slow mobile line. */
export const GRANT_TTL_MS = 10 * 60_000;
/** Where the local driver takes direct uploads (a real OSS would answer its bucket's URL). */
export const DIRECT_UPLOAD_PATH = '/api/plat/storage/direct-upload';

export const GRANT_EXPIRED = '上传凭证已过期，请重新上传';
export const GRANT_INVALID = '上传凭证无效';

const payloadSchema = z.object({
  u: z.number().check(z.int(), z.positive()),
  n: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  e: z.number(),
  m: z.number().check(z.int(), z.positive()),
});
export type GrantPayload = z.infer<typeof payloadSchema>;

export interface UploadGrant {
  uploadUrl: string;
  token: string;
  expireAt: string;
  maxBytes: number;
}

export class UploadGrants {
  readonly #key: Buffer;

  /** `key`: UPLOAD_SIGNING_KEY, or random per process (a restart only voids grants of the last minutes). */
  constructor(key: string | undefined) {
    this.#key = key ? Buffer.from(key) : randomBytes(32);
  }

  #sign(body: string): Buffer {
    return createHmac('sha256', this.#key).update(body).digest();
  }

  issue(userId: number, now: Date): UploadGrant {
    const payload: GrantPayload = {
      u: userId,
      n: randomBytes(16).toString('base64url'),
      e: now.getTime() + GRANT_TTL_MS,
      m: UPLOAD_MAX_FILE_BYTES,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return {
      uploadUrl: DIRECT_UPLOAD_PATH,
      token: `${body}.${this.#sign(body).toString('base64url')}`,
      expireAt: new Date(payload.e).toISOString(),
      maxBytes: payload.m,
    };
  }

  /** The grant's payload, or the Chinese reason it is refused. */
  verify(token: string | undefined, now: Date): { ok: true; grant: GrantPayload } | { ok: false; message: string } {
    const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
    if (!match) return { ok: false, message: GRANT_INVALID };
    const [, body, signature] = match as unknown as [string, string, string];
    const given = Buffer.from(signature, 'base64url');
    const expected = this.#sign(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, message: GRANT_INVALID };
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, message: GRANT_INVALID };
    }
    const parsed = payloadSchema.safeParse(json);
    if (!parsed.success) return { ok: false, message: GRANT_INVALID };
    if (parsed.data.e <= now.getTime()) return { ok: false, message: GRANT_EXPIRED };
    return { ok: true, grant: parsed.data };
  }
}
