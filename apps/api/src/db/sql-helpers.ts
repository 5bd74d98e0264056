/** `%keyword%` for ILIKE, with the LIKE wildcards in the keyword taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Paging → limit/offset. */
export function pageWindow(current: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (current - 1) * pageSize };
}

/** A timestamp column as the API shows it (ISO 8601, UTC). */
export const isoTime = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();
