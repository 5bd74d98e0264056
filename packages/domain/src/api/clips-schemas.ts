/** Issue 9: the schemas of short video works (endpoints in endpoints/clips.ts; limits in constants/clips.ts). */
import * as z from 'zod/mini';
import { CLIP_MESSAGES, CLIP_TITLE_MAX } from '../constants/clips.js';

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
