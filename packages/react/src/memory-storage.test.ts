import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';

describe('memoryStorage', () => {
  it('keeps strings by key like Web Storage, counts them, and forgets them', () => {
    const store = memoryStorage();
    store.setItem('a', '1');
    store.setItem('b', String(2));
    expect(store.length).toBe(2);
    expect(store.getItem('b')).toBe('2');
    expect(store.key(0)).toBe('a');
    expect(store.getItem('none')).toBeNull();
    store.removeItem('a');
    expect(store.length).toBe(1);
    store.clear();
    expect(store.key(0)).toBeNull();
  });
});
