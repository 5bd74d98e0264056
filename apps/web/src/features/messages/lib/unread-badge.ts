/** An unread count as a badge shows it: the number, or 99+ past 99. */
export const unreadBadge = (n: number): string => (n > 99 ? '99+' : String(n));
