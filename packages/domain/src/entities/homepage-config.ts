/**
 * A designer's homepage skin (docs/product.md §3 homepageConfigKey: a JSON string of skin settings). The spec does
 * not give the fields; chosen here as a versioned schema: banner image, theme colour, works layout and a
 * short intro. It is validated on write (the api refuses a bad one with a Chinese message) and on read
 * (a missing, unparsable or out-of-date config falls back field by field to the defaults, so a broken
 * row never breaks a homepage).
 */
import * as z from 'zod/mini';

import {
  DEFAULT_HOMEPAGE_CONFIG,
  HOMEPAGE_CONFIG_VERSION,
  HOMEPAGE_INTRO_MAX,
  HOMEPAGE_LAYOUTS,
  HOMEPAGE_THEME_COLORS,
  type HomepageSkin,
} from '../constants/homepage.js';

/** An image the banner may show: a stored image (`/img/…`) only, never an outside URL. */
const bannerImage = z.nullable(
  z
    .string()
    .check(
      z.maxLength(300, { message: '主页横幅图片地址过长' }),
      z.regex(/^\/img\/(?!.*\.\.)[A-Za-z0-9_./-]+$/, { message: '主页横幅图片必须是站内上传的图片' }),
    ),
);

export const homepageConfigSchema = z.object({
  version: z.literal(HOMEPAGE_CONFIG_VERSION, { message: '主页配置版本不正确' }),
  bannerImage,
  themeColor: z.enum(HOMEPAGE_THEME_COLORS, { message: '主题色不在可选范围内' }),
  layout: z.enum(HOMEPAGE_LAYOUTS, { message: '作品布局不在可选范围内' }),
  intro: z.string().check(z.maxLength(HOMEPAGE_INTRO_MAX, { message: `主页简介不能超过${HOMEPAGE_INTRO_MAX}字` })),
});
export type HomepageConfig = z.infer<typeof homepageConfigSchema>;
// The schema and the zod-free type describe the same object.
const _sameShape: HomepageSkin = {} as HomepageConfig;
void _sameShape;

const FIELDS = ['bannerImage', 'themeColor', 'layout', 'intro'] as const;

/**
 * Reads a stored config: every field that is valid on its own is kept, anything else takes its default.
 * Never throws. `problems` names what was replaced, for the caller to log.
 */
export function readHomepageConfig(raw: string | null | undefined): { config: HomepageConfig; problems: string[] } {
  if (raw === null || raw === undefined || raw.trim() === '') return { config: DEFAULT_HOMEPAGE_CONFIG, problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { config: DEFAULT_HOMEPAGE_CONFIG, problems: ['not JSON'] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { config: DEFAULT_HOMEPAGE_CONFIG, problems: ['not an object'] };
  }
  const whole = homepageConfigSchema.safeParse(parsed);
  if (whole.success) return { config: whole.data, problems: [] };
  const source = parsed as Record<string, unknown>;
  const config: HomepageConfig = { ...DEFAULT_HOMEPAGE_CONFIG };
  const problems: string[] = [];
  for (const field of FIELDS) {
    const one = homepageConfigSchema.shape[field].safeParse(source[field]);
    if (one.success) (config as Record<string, unknown>)[field] = one.data;
    else problems.push(field);
  }
  if (source.version !== HOMEPAGE_CONFIG_VERSION) problems.push('version');
  return { config, problems };
}

/** Checks a config a client wants to save: the config, or the first Chinese message. */
export function checkHomepageConfig(
  raw: string,
): { ok: true; config: HomepageConfig } | { ok: false; message: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, message: '主页配置格式不正确' };
  }
  const result = homepageConfigSchema.safeParse(parsed);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? '主页配置格式不正确' };
  return { ok: true, config: result.data };
}
