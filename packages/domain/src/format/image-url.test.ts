import { describe, expect, it } from 'vitest';
import { avatarUrl, bannerSrcSet, bannerUrl, coverUrl, imageParams, imageUrl } from './image-url.js';
import { worksImageSrcSet, worksImageUrl } from './works-image.js';

describe('imageUrl (docs/product.md §3 resize parameters)', () => {
  it('always adds the default quality 80', () => {
    expect(imageUrl('/img/a.jpg')).toBe('/img/a.jpg?q=80');
  });

  it('writes parameters in the stable order w,h,l,s,p,q,mk,fill whatever the option order', () => {
    const url = imageUrl('/img/a.jpg', { fill: 1, mk: 'x', q: 70, p: 50, s: 40, l: 30, h: 20, w: 10 });
    expect(url).toBe('/img/a.jpg?w=10&h=20&l=30&s=40&p=50&q=70&mk=x&fill=1');
  });

  it('URL-encodes a Chinese watermark and reserved characters', () => {
    expect(imageUrl('/img/a.jpg', { mk: '设计集市 @me&x=1' })).toBe(
      `/img/a.jpg?q=80&mk=${encodeURIComponent('设计集市 @me&x=1')}`,
    );
  });

  it('omits an empty or blank watermark', () => {
    expect(imageUrl('/img/a.jpg', { mk: '  ' })).toBe('/img/a.jpg?q=80');
  });

  it('rounds sizes and drops sizes that are not positive numbers', () => {
    expect(imageUrl('/img/a.jpg', { w: 100.6, h: 0, l: -5, s: Number.NaN })).toBe('/img/a.jpg?w=101&q=80');
  });

  it('clamps p to 1-1000 and q to 1-100', () => {
    expect(imageUrl('/img/a.jpg', { p: 5000, q: 0 })).toBe('/img/a.jpg?p=1000&q=1');
    expect(imageUrl('/img/a.jpg', { p: 0, q: 150 })).toBe('/img/a.jpg?p=1&q=100');
  });

  it('falls back to quality 80 for a non-finite q', () => {
    expect(imageUrl('/img/a.jpg', { q: Number.NaN })).toBe('/img/a.jpg?q=80');
  });

  it('writes fill=1 only for true or 1', () => {
    expect(imageUrl('/img/a.jpg', { fill: true })).toBe('/img/a.jpg?q=80&fill=1');
    expect(imageUrl('/img/a.jpg', { fill: 0 })).toBe('/img/a.jpg?q=80');
    expect(imageUrl('/img/a.jpg', { fill: false })).toBe('/img/a.jpg?q=80');
  });

  it('merges with an existing query: other parameters first, ours replaced and reordered', () => {
    expect(imageUrl('/img/a.jpg?v=2&w=100&q=60', { w: 200 })).toBe('/img/a.jpg?v=2&w=200&q=60');
  });

  it('keeps an existing watermark (decoded and re-encoded once) unless overridden', () => {
    const src = `/img/a.jpg?mk=${encodeURIComponent('集市')}`;
    expect(imageUrl(src, { w: 10 })).toBe(`/img/a.jpg?w=10&q=80&mk=${encodeURIComponent('集市')}`);
    expect(imageUrl(src, { mk: 'x' })).toBe('/img/a.jpg?q=80&mk=x');
  });

  it('lets an undefined option keep the value already on the URL', () => {
    expect(imageUrl('/img/a.jpg?w=100', { w: undefined, h: 50 })).toBe('/img/a.jpg?w=100&h=50&q=80');
  });

  it('ignores empty query parts and keeps the hash at the end', () => {
    expect(imageUrl('/img/a.jpg?&v=1&#top', { w: 10 })).toBe('/img/a.jpg?v=1&w=10&q=80#top');
  });

  it('gives the same URL for the same image and options (cache key stability)', () => {
    expect(imageUrl('/img/a.jpg?q=80&w=10')).toBe(imageUrl('/img/a.jpg', { w: 10 }));
  });

  it('returns an empty string for an empty or blank src', () => {
    expect(imageUrl('')).toBe('');
    expect(imageUrl('   ', { w: 10 })).toBe('');
    expect(imageUrl(undefined as unknown as string)).toBe('');
  });

  it('appends parameters to absolute http(s) and protocol-relative URLs', () => {
    expect(imageUrl('https://cdn.example.com/img/a.jpg', { w: 10 })).toBe(
      'https://cdn.example.com/img/a.jpg?w=10&q=80',
    );
    expect(imageUrl('http://x.cn/a.png?t=1', { w: 10 })).toBe('http://x.cn/a.png?t=1&w=10&q=80');
    expect(imageUrl('//cdn.example.com/a.jpg')).toBe('//cdn.example.com/a.jpg?q=80');
  });

  it('passes data: and blob: URLs through untouched', () => {
    expect(imageUrl('data:image/png;base64,AAAA', { w: 10 })).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('blob:https://x/1', { w: 10 })).toBe('blob:https://x/1');
  });
});

describe('imageParams', () => {
  it('returns encoded pairs in the stable order', () => {
    expect(imageParams({ fill: 1, w: 5, mk: '中' })).toEqual([
      ['w', '5'],
      ['q', '80'],
      ['mk', '%E4%B8%AD'],
      ['fill', '1'],
    ]);
  });
});

describe('image presets (docs/product.md §9 widths at scale 2)', () => {
  it('avatarUrl crops to a 320 px square', () => {
    expect(avatarUrl('/img/u.jpg')).toBe('/img/u.jpg?w=320&h=320&q=80&fill=1');
  });

  it('coverUrl crops to 548×411 (274 px cards at 4:3)', () => {
    expect(coverUrl('/img/c.jpg')).toBe('/img/c.jpg?w=548&h=411&q=80&fill=1');
  });

  it('worksImageUrl fits 2200 px wide, optionally watermarked', () => {
    expect(worksImageUrl('/img/w.jpg')).toBe('/img/w.jpg?w=2200&q=80');
    expect(worksImageUrl('/img/w.jpg', '设计集市')).toBe(`/img/w.jpg?w=2200&q=80&mk=${encodeURIComponent('设计集市')}`);
  });

  it('presets return an empty string for an empty src', () => {
    expect(avatarUrl('')).toBe('');
    expect(coverUrl('')).toBe('');
    expect(worksImageUrl('')).toBe('');
  });
});

describe('banner presets', () => {
  it('offers 800/1600/2400 px candidates in one srcset, quality 80 each', () => {
    expect(bannerSrcSet('/img/banners/1.svg')).toBe(
      '/img/banners/1.svg?w=800&q=80 800w, /img/banners/1.svg?w=1600&q=80 1600w, /img/banners/1.svg?w=2400&q=80 2400w',
    );
  });

  it('defaults bannerUrl to the widest candidate and gives no srcset for an empty source', () => {
    expect(bannerUrl('/img/banners/1.svg')).toBe('/img/banners/1.svg?w=2400&q=80');
    expect(bannerSrcSet('')).toBe('');
  });
});

describe('worksImageSrcSet', () => {
  it('offers watermarked widths up to the original', () => {
    expect(worksImageSrcSet('/img/works/1.png', 1200, '林小鹿')).toBe(
      '/img/works/1.png?w=640&q=80&mk=%E6%9E%97%E5%B0%8F%E9%B9%BF 640w, /img/works/1.png?w=750&q=80&mk=%E6%9E%97%E5%B0%8F%E9%B9%BF 750w, /img/works/1.png?w=1100&q=80&mk=%E6%9E%97%E5%B0%8F%E9%B9%BF 1100w',
    );
  });
  it('keeps the smallest candidate for a small original and nothing for no src', () => {
    expect(worksImageSrcSet('/img/a.png', 300)).toBe('/img/a.png?w=640&q=80 640w');
    expect(worksImageSrcSet('', 3000)).toBe('');
  });
});
