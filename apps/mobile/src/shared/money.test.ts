import { describe, expect, it } from 'vitest';
import { idOf, sideOf } from './money';

describe('sideOf', () => {
  it('gives /u/… pages to the designer and /uc/… pages to the employer', () => {
    expect(sideOf('/u/bill')).toBe('designer');
    expect(sideOf('/U/account')).toBe('designer');
    expect(sideOf('/uc/bill')).toBe('employer');
    expect(sideOf('/uc/account')).toBe('employer');
  });
});

describe('idOf', () => {
  it('reads a positive whole number and nothing else', () => {
    expect(idOf('63')).toBe(63);
    expect(idOf(undefined)).toBeNull();
    expect(idOf('0')).toBeNull();
    expect(idOf('07')).toBeNull();
    expect(idOf('1.5')).toBeNull();
    expect(idOf('12345678901')).toBeNull();
  });
});
