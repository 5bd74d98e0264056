import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('countText', () => {
  it('shows an estimated total as 约 N and an exact one as N', () => {
    expect(countText({ total: 12 })).toBe('12');
    expect(countText({ total: 120000, approximate: true })).toBe('约 120,000');
    expect(countText({ total: 3, approximate: false })).toBe('3');
  });
});
