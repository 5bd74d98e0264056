import { describe, expect, it } from 'vitest';
import { displayNickname, nicknameWidth } from './nickname.js';

describe('nicknameWidth', () => {
  it('counts ASCII as 1 and anything else as 2, by code point', () => {
    expect(nicknameWidth('abc')).toBe(3);
    expect(nicknameWidth('设计')).toBe(4);
    expect(nicknameWidth('a设b')).toBe(4);
    expect(nicknameWidth('😀')).toBe(2);
    expect(nicknameWidth('é')).toBe(2);
  });
});

describe('displayNickname (docs/product.md §2, §9: 14 width units, default 无名)', () => {
  it.each([[null], [undefined], [''], ['   '], ['\t\n']])('shows 无名 for %j', (name) => {
    expect(displayNickname(name)).toBe('无名');
  });

  it('keeps a 14-character ASCII name whole', () => {
    expect(displayNickname('abcdefghijklmn')).toBe('abcdefghijklmn');
  });

  it('shortens a 15-character ASCII name to 14 characters plus ...', () => {
    expect(displayNickname('abcdefghijklmno')).toBe('abcdefghijklmn...');
  });

  it('keeps 7 Chinese characters (14 units) whole', () => {
    expect(displayNickname('设计集市设计师')).toBe('设计集市设计师');
  });

  it('shortens 8 Chinese characters (16 units) to 7 plus ...', () => {
    expect(displayNickname('设计集市设计师们')).toBe('设计集市设计师...');
  });

  it('keeps a mixed name exactly at 14 units whole', () => {
    // 6 Chinese (12) + 2 ASCII (2) = 14
    expect(displayNickname('设计集市设计ab')).toBe('设计集市设计ab');
    expect(nicknameWidth('设计集市设计ab')).toBe(14);
  });

  it('shortens a mixed name one unit past the limit', () => {
    // 6 Chinese (12) + 3 ASCII (3) = 15 → the 14-unit prefix is 设计集市设计ab
    expect(displayNickname('设计集市设计abc')).toBe('设计集市设计ab...');
  });

  it('does not split a Chinese character that would straddle the limit', () => {
    // 13 ASCII + 1 Chinese = 15 units; the Chinese character does not fit in the 14th unit.
    expect(displayNickname('abcdefghijklm中')).toBe('abcdefghijklm...');
  });

  it('counts an emoji as one non-ASCII character', () => {
    expect(displayNickname('😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀');
    expect(displayNickname('😀😀😀😀😀😀😀a')).toBe('😀😀😀😀😀😀😀...');
    expect(displayNickname('abcdefghijklm😀')).toBe('abcdefghijklm...');
  });

  it('trims surrounding whitespace before measuring', () => {
    expect(displayNickname('  设计集市设计师  ')).toBe('设计集市设计师');
  });
});
