import { describe, expect, it } from 'vitest';
import { entryPath, likeCallFor, likeRefusal, windowState, windowText } from './campaign-like.js';

const window = { likeStart: '2022-08-01T00:00:00+08:00', likeEnd: '2022-09-01T00:00:00+08:00' };

describe('campaign likes', () => {
  it('judges the window half-open, in China time', () => {
    expect(windowState(window, new Date('2022-07-31T23:59:59+08:00'))).toBe('upcoming');
    expect(windowState(window, new Date('2022-08-01T00:00:00+08:00'))).toBe('open');
    expect(windowState(window, new Date('2022-08-31T23:59:59+08:00'))).toBe('open');
    expect(windowState(window, new Date('2022-09-01T00:00:00+08:00'))).toBe('closed');
  });

  it('refuses a like outside the window with docs/product.md §8 words', () => {
    expect(likeRefusal(window, new Date('2022-07-31T12:00:00+08:00'))).toBe('还未到点赞时间');
    expect(likeRefusal(window, new Date('2022-08-15T12:00:00+08:00'))).toBeNull();
    expect(likeRefusal(window, new Date('2022-09-01T00:00:00+08:00'))).toBe('点赞日期已过');
  });

  it('words the window with its last day (the end is exclusive)', () => {
    expect(windowText(window)).toBe('2022年8月1日 至 2022年8月31日');
  });

  it('likes vivo and oppo through their own calls', () => {
    expect(likeCallFor('vivo')).toBe('vivoThumbUpWork');
    expect(likeCallFor('oppo')).toBe('oppoThumbUpWork');
    expect(likeCallFor('match')).toBe('thumbUpCampaignWork');
  });

  it('opens an entry on its contest page', () => {
    expect(entryPath({ kind: 'oppo', slug: 'oppo' }, 91)).toBe('/oppo/91');
    expect(entryPath({ kind: 'match', slug: 'spring-2027' }, 282)).toBe('/match/282?c=spring-2027');
    expect(entryPath({ kind: 'vivo', slug: 'vivo' }, 5)).toBe('/works/5');
  });
});
