/** A positive integer from a URL query value, else null (`?current=abc` falls back to the default). */
export function positiveIntParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
