/** What the real drivers write about a failed delivery: short, and without a key or the code sent. */

/** One line from an SDK's error or a network error: its code, HTTP status, message and request id. */
export function describeFailure(e: {
  code?: unknown;
  message?: unknown;
  requestId?: unknown;
  statusCode?: unknown;
}): string {
  const parts = [
    typeof e.code === 'string' && e.code ? e.code : null,
    typeof e.statusCode === 'number' ? `HTTP ${e.statusCode}` : null,
    typeof e.message === 'string' ? e.message.slice(0, 300) : null,
    typeof e.requestId === 'string' && e.requestId ? `request ${e.requestId}` : null,
  ];
  return parts.filter((p): p is string => p !== null).join(' · ') || 'unknown failure';
}

/**
 * Blanks the given values out of a text. The SDKs' messages hold no key today; this keeps it so if one
 * ever echoes what it was given (a secret in a log is a leaked secret).
 */
export function redact(text: string, values: readonly string[]): string {
  // Longest first, so a code inside a mobile cannot leave the mobile's other digits behind.
  return values
    .filter((v) => v.length >= 4)
    .sort((a, b) => b.length - a.length)
    .reduce((t, v) => t.split(v).join('***'), text);
}
