import { describe, expect, it } from 'vitest';
import { homepageHref, readHomepageQuery } from './homepage-query';

describe('homepage query', () => {
  it('reads the works tab and the page, ignoring anything malformed', () => {
    expect(readHomepageQuery(new URLSearchParams('worksType=2&current=3'))).toEqual({ worksType: 2, current: 3 });
    expect(readHomepageQuery(new URLSearchParams('worksType=9&current=-1'))).toEqual({
      worksType: undefined,
      current: 1,
    });
    expect(readHomepageQuery(new URLSearchParams('worksType=abc'))).toEqual({ worksType: undefined, current: 1 });
  });

  it('keeps worksType in the URL and leaves defaults out', () => {
    expect(homepageHref(7, { worksType: 1, current: 1 })).toBe('/u/7?worksType=1');
    expect(homepageHref(7, { worksType: undefined, current: 2 })).toBe('/u/7?current=2');
    expect(homepageHref(7, { worksType: undefined, current: 1 })).toBe('/u/7');
  });
});
