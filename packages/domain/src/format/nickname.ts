/**
 * docs/product.md §2/§9: nicknames in the top bar are shortened to 14 width units, non-ASCII characters counting 2
 * and ASCII 1; an empty name shows the default '无名'.
 *
 * Choices: characters are counted by code point (an emoji is one non-ASCII character, 2 units; a ZWJ
 * emoji sequence is several); surrounding whitespace is trimmed before measuring; a shortened name is the
 * longest prefix of at most 14 units followed by '...', so the visible result may be up to 17 units wide.
 */
import { NICKNAME_DEFAULT, NICKNAME_WIDTH_LIMIT } from '../constants/base.js';

const ELLIPSIS = '...';

const charWidth = (char: string): number => ((char.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2);

/** Width of a string in display units (ASCII 1, anything else 2), counted by code point. */
export function nicknameWidth(name: string): number {
  let width = 0;
  for (const char of name) width += charWidth(char);
  return width;
}

export function displayNickname(name: string | null | undefined): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) return NICKNAME_DEFAULT;
  let width = 0;
  let prefix = '';
  for (const char of trimmed) {
    width += charWidth(char);
    if (width > NICKNAME_WIDTH_LIMIT) return prefix + ELLIPSIS;
    prefix += char;
  }
  return trimmed;
}
