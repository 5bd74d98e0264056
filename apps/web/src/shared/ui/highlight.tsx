import { highlightParts } from '../lib/highlight';

/** The text with the keyword's matches in <mark> (search results; see lib/highlight). */
export function Highlight({ text, keyword }: { text: string; keyword?: string }) {
  if (!keyword) return <>{text}</>;
  return (
    <>{highlightParts(text, keyword).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>
  );
}
