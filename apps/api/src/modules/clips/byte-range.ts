/**
 * One HTTP byte range (RFC 9110 §14) against a file of `size` bytes: `bytes=a-b`, `bytes=a-`, `bytes=-n`.
 * A header that is not one valid range (several ranges, another unit, garbage) is ignored — the whole file
 * is answered with 200, as the RFC allows; a valid range that starts past the end is unsatisfiable (416).
 */
export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  const m = header ? ONE_RANGE.exec(header.trim()) : null;
  if (!m) return { kind: 'full' };
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    // The last n bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
