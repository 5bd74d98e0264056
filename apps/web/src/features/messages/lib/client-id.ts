/** A client id for a message: a retried send with it is the same message (the api's rule). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
