/**
 * A designer's homepage skin — the zod-free half (choices, names, defaults), so browser code can show the
 * editor without loading zod (decision 004). The schema that validates a stored or submitted skin is
 * `entities/homepage-config.ts`.
 */

export const HOMEPAGE_CONFIG_VERSION = 1 as const;

/** The theme colours a designer picks from (all AA on white for text and for white text on them). */
export const HOMEPAGE_THEME_COLORS = ['#c93a17', '#1d5fd1', '#0f7b5f', '#7a3fc4', '#b8326a', '#1f2329'] as const;
export type HomepageThemeColor = (typeof HOMEPAGE_THEME_COLORS)[number];
/** Names for the swatches (their accessible labels). */
export const HOMEPAGE_THEME_NAME: Record<HomepageThemeColor, string> = {
  '#c93a17': '朱橙',
  '#1d5fd1': '湖蓝',
  '#0f7b5f': '松绿',
  '#7a3fc4': '堇紫',
  '#b8326a': '胭脂',
  '#1f2329': '墨黑',
};

/** Works layouts: a 4-column grid of cards, a masonry of covers, or a list with large images. */
export const HOMEPAGE_LAYOUTS = ['grid', 'masonry', 'list'] as const;
export type HomepageLayout = (typeof HOMEPAGE_LAYOUTS)[number];
export const HOMEPAGE_LAYOUT_NAME: Record<HomepageLayout, string> = {
  grid: '网格',
  masonry: '瀑布流',
  list: '大图列表',
};
export const HOMEPAGE_INTRO_MAX = 300;

export interface HomepageSkin {
  version: typeof HOMEPAGE_CONFIG_VERSION;
  /** A stored image (`/img/…`) of one of the designer's own works; null → the default banner. */
  bannerImage: string | null;
  themeColor: HomepageThemeColor;
  layout: HomepageLayout;
  intro: string;
}

export const DEFAULT_HOMEPAGE_CONFIG: HomepageSkin = {
  version: HOMEPAGE_CONFIG_VERSION,
  bannerImage: null,
  themeColor: HOMEPAGE_THEME_COLORS[0],
  layout: 'grid',
  intro: '',
};
