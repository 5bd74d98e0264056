/** Short video works (issue 9). The video stream sits under /api so the gateway proxies it (with Range) like every other call. */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { clipSchema } from '../../entities/growth.js';
import { pageOf } from '../../entities/index.js';
import { idParam, pagingParams } from '../params.js';

export const clipsEndpoints = {
  /** multipart: `video` (MP4/WebM), `poster` (an image), `title`. Designers only. */
  uploadClip: endpoint({ method: 'POST', path: '/api/plat/clip/upload', auth: 'user', data: clipSchema }),
  getMyClipPage: endpoint({
    method: 'GET',
    path: '/api/plat/clip/getMyClipPage',
    auth: 'user',
    input: z.object({ ...pagingParams }),
    data: pageOf(clipSchema),
  }),
  getClipPage: endpoint({
    method: 'GET',
    path: '/api/common/clip/getClipPage',
    auth: 'public',
    input: z.object({ ...pagingParams }),
    data: pageOf(clipSchema),
  }),
  deleteClip: endpoint({
    method: 'POST',
    path: '/api/plat/clip/delete',
    auth: 'user',
    input: z.object({ clipId: idParam }),
    data: z.null(),
  }),
  /** The video bytes themselves (not an envelope): 200, 206 with Range, 416. */
  /** Answers the video's bytes, not an envelope; `data` describes nothing (errors are envelopes). */
  getClipVideo: endpoint({
    method: 'GET',
    path: '/api/common/clip/video',
    auth: 'public',
    input: z.object({ clipId: idParam }),
    data: z.null(),
  }),
} as const satisfies Record<string, Endpoint>;
