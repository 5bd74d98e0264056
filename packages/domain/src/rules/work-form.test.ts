import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  checkWorkForm,
  FILE_TOO_LARGE,
  IMAGES_COUNT,
  move,
  ONLY_IMAGES,
  sniffImage,
} from './work-form.js';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array<number>(12).fill(0)]);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ASCII text as bytes. */
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
/** A file as the check reads it (a browser's File is one): its size and a slice of its bytes. */
const file = (content: Uint8Array, size = content.length) => ({
  size,
  slice: (start: number, end: number) => ({
    arrayBuffer: async () => content.slice(start, end).buffer,
  }),
});

describe('sniffImage', () => {
  it('knows PNG, JPEG, WebP and GIF by their magic numbers', () => {
    expect(sniffImage(bytes(...PNG))).toBe('png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImage(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe('webp');
    expect(sniffImage(text('GIF89a......'))).toBe('gif');
  });

  it('refuses HTML and SVG whatever the file is called', () => {
    expect(sniffImage(text('<!doctype html>'))).toBeNull();
    expect(sniffImage(text('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('passes a PNG and refuses an SVG named .png with the api message', async () => {
    expect(await checkImageFile(file(bytes(...PNG)))).toBeNull();
    expect(await checkImageFile(file(text('<svg/>')))).toBe(ONLY_IMAGES);
  });

  it(`refuses a file over 10 MB with ${FILE_TOO_LARGE}`, async () => {
    const big = file(bytes(...PNG), bytes(...PNG).length + 10 * 1024 * 1024);
    expect(await checkImageFile(big)).toBe(FILE_TOO_LARGE);
  });
});

describe('checkWorkForm', () => {
  const ok = { title: '春日插画', categoryId: 1, description: '', imageCount: 1 };
  it('accepts a complete work', () => expect(checkWorkForm(ok)).toEqual({}));
  it('names every missing or too long field', () => {
    expect(checkWorkForm({ title: ' ', categoryId: null, description: 'x'.repeat(2001), imageCount: 0 })).toEqual({
      title: '请输入作品标题',
      categoryId: '请选择作品分类',
      description: '作品描述不能超过2000字',
      images: IMAGES_COUNT,
    });
    expect(checkWorkForm({ ...ok, title: '长'.repeat(41) }).title).toBe('作品标题不能超过40字');
    expect(checkWorkForm({ ...ok, imageCount: 10 }).images).toBe(IMAGES_COUNT);
  });
});

describe('move', () => {
  it('swaps with the neighbour and leaves the ends alone', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
