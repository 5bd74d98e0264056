import { describe, expect, it } from 'vitest';
import { formatFileSize, unreadBadge } from './chat.js';

describe('unreadBadge', () => {
  it('shows the count, and 99+ past 99', () => {
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});

describe('formatFileSize', () => {
  it('answers KB under a megabyte (at least 1) and MB above', () => {
    expect(formatFileSize(20)).toBe('1 KB');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
