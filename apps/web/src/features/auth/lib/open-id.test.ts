import { afterEach, describe, expect, it, vi } from 'vitest';
import { devOpenAccessToken, forgetBoundOpenId } from './open-id';

/** A Web Storage over a Map (the test environment is Node, without one). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the third-party id in the browser (issue 22)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the dev open id in sessionStorage, never in localStorage', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    const token = devOpenAccessToken();
    expect(session.getItem('bazaarDevOpenId')).toBe(token.slice(4));
    expect(local.length).toBe(0);
  });

  it('keeps the dev open id in the given (session) storage, stable within it', () => {
    const session = memoryStorage();
    const token = devOpenAccessToken(session);
    expect(token).toMatch(/^dev-[\w-]{8,64}$/);
    expect(devOpenAccessToken(session)).toBe(token);
    expect(session.getItem('bazaarDevOpenId')).toBe(token.slice(4));
  });

  it('keeps no bound id in localStorage after binding', () => {
    const local = memoryStorage();
    vi.stubGlobal('localStorage', local);
    local.setItem('bazaarDevOpenId', 'abcdef0123456789');
    local.setItem('other', 'kept');
    forgetBoundOpenId();
    expect(local.getItem('bazaarDevOpenId')).toBeNull();
    expect(local.getItem('other')).toBe('kept');
  });
});
