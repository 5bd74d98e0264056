/**
 * Splits a text into plain and matched parts for search highlighting (issue 6 "highlighted matches").
 * Case-insensitive, like the api's search (ILIKE), and literal: the keyword is never a pattern, and the
 * parts are rendered as text nodes (never as HTML), so a title cannot inject markup.
 */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function highlightParts(text: string, keyword: string | undefined): HighlightPart[] {
  const needle = keyword?.trim();
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  // `u` + `i`: case folding for Latin letters (Logo ↔ LOGO) and whole code points for CJK and emoji.
  const pattern = new RegExp(escapeRegExp(needle), 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const at = m.index;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
