import { describe, expect, it } from 'vitest';
import { DEFAULT_HOMEPAGE_CONFIG, HOMEPAGE_INTRO_MAX } from '../constants/homepage.js';
import { checkHomepageConfig, readHomepageConfig } from './homepage-config.js';

const good = {
  version: 1,
  bannerImage: '/img/works/12/1.svg',
  themeColor: '#1d5fd1',
  layout: 'masonry',
  intro: '专注国潮包装',
};

describe('readHomepageConfig', () => {
  it('answers the defaults, with no problem, for a designer who never saved a skin', () => {
    expect(readHomepageConfig(null)).toEqual({ config: DEFAULT_HOMEPAGE_CONFIG, problems: [] });
    expect(readHomepageConfig(undefined).config).toEqual(DEFAULT_HOMEPAGE_CONFIG);
    expect(readHomepageConfig('  ').problems).toEqual([]);
  });

  it('keeps a valid config whole', () => {
    expect(readHomepageConfig(JSON.stringify(good))).toEqual({ config: good, problems: [] });
  });

  it('falls back to the defaults for unparsable JSON or a non-object, and says why', () => {
    expect(readHomepageConfig('{"themeColor": ')).toEqual({ config: DEFAULT_HOMEPAGE_CONFIG, problems: ['not JSON'] });
    expect(readHomepageConfig('[1,2]').problems).toEqual(['not an object']);
    expect(readHomepageConfig('"grid"').config).toEqual(DEFAULT_HOMEPAGE_CONFIG);
  });

  it('replaces field by field: a broken colour and layout take defaults, the valid banner and intro stay', () => {
    const { config, problems } = readHomepageConfig(JSON.stringify({ ...good, themeColor: 'red', layout: 'carousel' }));
    expect(config).toEqual({
      ...DEFAULT_HOMEPAGE_CONFIG,
      bannerImage: good.bannerImage,
      intro: good.intro,
    });
    expect(problems).toEqual(['themeColor', 'layout']);
  });

  it('reads an old or missing version and missing fields without throwing', () => {
    const { config, problems } = readHomepageConfig(JSON.stringify({ layout: 'list' }));
    expect(config).toEqual({ ...DEFAULT_HOMEPAGE_CONFIG, layout: 'list' });
    expect(problems).toEqual(['bannerImage', 'themeColor', 'intro', 'version']);
  });

  it('never keeps an outside banner URL', () => {
    const { config } = readHomepageConfig(JSON.stringify({ ...good, bannerImage: 'https://evil.example/a.png' }));
    expect(config.bannerImage).toBeNull();
    expect(config.themeColor).toBe(good.themeColor);
  });
});

describe('checkHomepageConfig (on write)', () => {
  it('accepts a valid config and a null banner', () => {
    expect(checkHomepageConfig(JSON.stringify(good))).toEqual({ ok: true, config: good });
    expect(checkHomepageConfig(JSON.stringify({ ...good, bannerImage: null })).ok).toBe(true);
  });

  it.each([
    ['not JSON', '{oops', '主页配置格式不正确'],
    ['a colour outside the swatches', JSON.stringify({ ...good, themeColor: '#ff0000' }), '主题色不在可选范围内'],
    ['an unknown layout', JSON.stringify({ ...good, layout: 'carousel' }), '作品布局不在可选范围内'],
    [
      'an outside banner',
      JSON.stringify({ ...good, bannerImage: 'http://x.cn/a.png' }),
      '主页横幅图片必须是站内上传的图片',
    ],
    [
      'a path escape in the banner',
      JSON.stringify({ ...good, bannerImage: '/img/../secret.png' }),
      '主页横幅图片必须是站内上传的图片',
    ],
    [
      'an intro that is too long',
      JSON.stringify({ ...good, intro: '字'.repeat(HOMEPAGE_INTRO_MAX + 1) }),
      `主页简介不能超过${HOMEPAGE_INTRO_MAX}字`,
    ],
    ['a wrong version', JSON.stringify({ ...good, version: 2 }), '主页配置版本不正确'],
  ])('refuses %s with a Chinese message', (_, raw, message) => {
    expect(checkHomepageConfig(raw)).toEqual({ ok: false, message });
  });

  it('accepts an intro of exactly the maximum', () => {
    expect(checkHomepageConfig(JSON.stringify({ ...good, intro: '字'.repeat(HOMEPAGE_INTRO_MAX) })).ok).toBe(true);
  });
});
