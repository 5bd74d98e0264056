/**
 * Chinese text as SVG paths, so watermarks and seed art show real glyphs on a machine with no CJK system
 * fonts. The font is Noto Sans Hans (OFL) shipped in the npm package `@embedpdf/fonts-sc`; it is parsed
 * once, lazily, on first use (≈0.3 s, 8 MB).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';

export type Font = opentype.Font;

type Weight = 'Regular' | 'Bold';
const loading = new Map<Weight, Promise<Font>>();

export function fontFile(weight: Weight = 'Regular'): string {
  // The package exports only its JS entry (dist/index.*); the OTF files sit in ../fonts beside it.
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return path.join(path.dirname(entry), '..', 'fonts', `NotoSansHans-${weight}.otf`);
}

export function loadFont(weight: Weight = 'Regular'): Promise<Font> {
  let font = loading.get(weight);
  if (!font) {
    font = readFile(fontFile(weight)).then((buf) =>
      opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)),
    );
    loading.set(weight, font);
    // A failed load may be retried by the next caller.
    font.catch(() => loading.delete(weight));
  }
  return font;
}

export interface TextPath {
  /** SVG path data of the whole string. */
  d: string;
  /** Advance width of the string at this size. */
  width: number;
}

/**
 * `text` laid out at font `size` with its baseline at `y`; `anchor` places `x` at the start, middle or end.
 */
export function textPath(
  font: Font,
  text: string,
  x: number,
  y: number,
  size: number,
  anchor: 'start' | 'middle' | 'end' = 'start',
  letterSpacing = 0,
): TextPath {
  const glyphs = font.stringToGlyphs(text);
  const scale = size / font.unitsPerEm;
  const advances = glyphs.map((g) => (g.advanceWidth ?? font.unitsPerEm) * scale + letterSpacing);
  const width = advances.reduce((a, b) => a + b, 0) - (glyphs.length ? letterSpacing : 0);
  let cursor = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const parts: string[] = [];
  glyphs.forEach((glyph, i) => {
    parts.push(glyph.getPath(cursor, y, size).toPathData(1));
    cursor += advances[i] ?? 0;
  });
  return { d: parts.join(''), width };
}

/** Glyph indices for `text` (0 = .notdef, a missing glyph). */
export function glyphIndices(font: Font, text: string): number[] {
  return font.stringToGlyphs(text).map((g) => g.index);
}
