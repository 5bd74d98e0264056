/**
 * Issue 9, short video works (chosen paths; the spec names none). Plain data (zod-free) like routes.ts,
 * which spreads it in; `clips-contract.ts` attaches the schemas. The video stream sits under /api so the
 * gateway proxies it (with Range) like every other call.
 */
import type { Route } from './routes.js';

export const clipsRoutes = {
  /** multipart: `video` (MP4/WebM), `poster` (an image), `title`. Designers only. */
  uploadClip: { method: 'POST', path: '/api/plat/clip/upload', auth: 'user' },
  getMyClipPage: { method: 'GET', path: '/api/plat/clip/getMyClipPage', auth: 'user' },
  getClipPage: { method: 'GET', path: '/api/common/clip/getClipPage', auth: 'public' },
  deleteClip: { method: 'POST', path: '/api/plat/clip/delete', auth: 'user' },
  /** The video bytes themselves (not an envelope): 200, 206 with Range, 416. */
  getClipVideo: { method: 'GET', path: '/api/common/clip/video', auth: 'public' },
} as const satisfies Record<string, Route>;
