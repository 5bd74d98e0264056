import { describe, expect, it } from 'vitest';
import { phoneCandidates, phoneImageAt } from './phone-image.js';

describe('phoneCandidates', () => {
  it('offers the ladder from the slot at 1× to 3×, the 2× rung as the fallback, with the slot’s sizes', () => {
    const c = phoneCandidates('/img/works/1-1.svg', 'half', { ratio: 4 / 3 });
    expect(c.src).toBe('/img/works/1-1.svg?w=480&h=360&q=80&fill=1');
    expect(c.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['240w', '360w', '480w', '640w']);
    expect(c.sizes).toBe('calc(50vw - 21px)');
  });

  it('keeps a work’s watermark on every candidate and its own ratio when not cropped', () => {
    const c = phoneCandidates('/img/works/1-2.svg', 'full', { mk: '设计集市 @白露' });
    expect(c.srcSet.split(', ').every((s) => s.includes('mk=') && !s.includes('fill='))).toBe(true);
    expect(c.src).toBe(phoneImageAt('/img/works/1-2.svg', 960, { mk: '设计集市 @白露' }));
  });
});
