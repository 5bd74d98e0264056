/** Issue 9: the schemas of short video works (paths in clips-routes.ts; limits in constants/clips.ts). */
import * as z from 'zod/mini';
import { CLIP_MESSAGES, CLIP_TITLE_MAX } from '../constants/clips.js';
import { pageOf } from '../entities/index.js';
import { clipSchema } from '../entities/growth.js';
import { clipsRoutes } from './clips-routes.js';
import type { Endpoint } from './contract.js';
import { idParam, pagingParams } from './params.js';

const def = <E extends Endpoint>(e: E): E => e;

/** A clip's title: trimmed, 1–40 characters (the multipart `title` field, parsed by the api's service). */
export const clipTitleSchema = z
  .pipe(
    z.string({ error: CLIP_MESSAGES.title }),
    z.transform((s) => s.trim()),
  )
  .check(
    z.minLength(1, { message: CLIP_MESSAGES.title }),
    z.refine((s) => [...s].length <= CLIP_TITLE_MAX, { message: CLIP_MESSAGES.title }),
  );

export const clipsEndpoints = {
  uploadClip: def({ ...clipsRoutes.uploadClip, data: clipSchema }),
  getMyClipPage: def({ ...clipsRoutes.getMyClipPage, input: z.object({ ...pagingParams }), data: pageOf(clipSchema) }),
  getClipPage: def({ ...clipsRoutes.getClipPage, input: z.object({ ...pagingParams }), data: pageOf(clipSchema) }),
  deleteClip: def({ ...clipsRoutes.deleteClip, input: z.object({ clipId: idParam }), data: z.null() }),
  /** Answers the video's bytes, not an envelope; `data` describes nothing (errors are envelopes). */
  getClipVideo: def({ ...clipsRoutes.getClipVideo, input: z.object({ clipId: idParam }), data: z.null() }),
} as const satisfies Record<string, Endpoint>;
