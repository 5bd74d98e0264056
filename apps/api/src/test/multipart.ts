/** Multipart bodies from tests, as a browser's FormData sends them, and uploads through the real call. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { call } from './harness';
import { bearer } from './login';

/** A field (no `filename`) or a file part. */
export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body of `parts`, and the content-type header that names its boundary. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bazaar${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename
      ? `; filename="${p.filename}"\r\ncontent-type: ${p.type ?? 'application/octet-stream'}`
      : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"${file}\r\n\r\n`),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface UploadedImage {
  callbackResult: string;
  width: number;
  height: number;
}

/**
 * Uploads `n` PNGs as `token` through the ordinary upload call and answers what it stored. Each is one
 * pixel wider than the last (from `width`), so no two are the same file.
 */
export async function uploadPngs(
  app: FastifyInstance,
  token: string,
  n: number,
  { width = 64, height = 48, background = '#ff5a36' } = {},
): Promise<UploadedImage[]> {
  const files: Part[] = [];
  for (let i = 0; i < n; i++) {
    const data = await sharp({ create: { width: width + i, height, channels: 3, background } })
      .png()
      .toBuffer();
    files.push({ name: 'files', filename: `${i}.png`, type: 'image/png', data });
  }
  const body = multipart(files);
  const res = await call<UploadedImage[]>(app, '/api/plat/volc/tos/upload', {
    method: 'POST',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.body.success).toBe(true);
  return res.body.data;
}
