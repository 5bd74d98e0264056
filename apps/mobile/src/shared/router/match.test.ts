import { describe, expect, it } from 'vitest';
import { isActivePath, matchPattern, matchRoutes, shouldIntercept } from './match';

const TABLE = [
  { path: '/', value: 'home' },
  { path: '/works', value: 'works' },
  { path: '/works/:id', value: 'work' },
  { path: '/u/:id?', value: 'homepage' },
  { path: '/u/task', value: 'my-tasks' },
  { path: '/u/works', value: 'elsewhere' },
  { path: '/search/:id?', value: 'search' },
  { path: '*', value: '404' },
];

describe('matchRoutes', () => {
  it('matches static paths and parameters, decoding them', () => {
    expect(matchRoutes(TABLE, '/')).toEqual({ value: 'home', params: {} });
    expect(matchRoutes(TABLE, '/works')).toEqual({ value: 'works', params: {} });
    expect(matchRoutes(TABLE, '/works/42')).toEqual({ value: 'work', params: { id: '42' } });
    expect(matchRoutes(TABLE, '/search/%E4%BD%9C%E5%93%81')?.params).toEqual({ id: '作品' });
  });

  it('ignores case and a trailing slash', () => {
    expect(matchRoutes(TABLE, '/Works/7/')).toEqual({ value: 'work', params: { id: '7' } });
    expect(matchRoutes(TABLE, '/WORKS/')?.value).toBe('works');
  });

  it('takes an optional last parameter as present or absent', () => {
    expect(matchRoutes(TABLE, '/u')).toEqual({ value: 'homepage', params: {} });
    expect(matchRoutes(TABLE, '/u/1001')).toEqual({ value: 'homepage', params: { id: '1001' } });
    expect(matchRoutes(TABLE, '/search')?.value).toBe('search');
  });

  it('prefers a static segment over a parameter, whatever the table order', () => {
    expect(matchRoutes(TABLE, '/u/task')?.value).toBe('my-tasks');
    expect(matchRoutes(TABLE, '/u/works')?.value).toBe('elsewhere');
  });

  it('falls to * for longer or unknown paths, and to null without one', () => {
    expect(matchRoutes(TABLE, '/works/1/2')).toEqual({ value: '404', params: { '*': 'works/1/2' } });
    expect(matchRoutes(TABLE, '/admin/tasks')?.value).toBe('404');
    expect(matchRoutes(TABLE.slice(0, -1), '/admin')).toBeNull();
    expect(matchPattern('/works/:id', '/works')).toBeNull();
  });
});

describe('isActivePath', () => {
  it('is the same page, or one under it unless end', () => {
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/', '/works', true)).toBe(false);
    expect(isActivePath('/works', '/works/3', false)).toBe(true);
    expect(isActivePath('/works', '/worksx', false)).toBe(false);
    expect(isActivePath('/task', '/Task/', false)).toBe(true);
  });
});

describe('shouldIntercept (the link-click rule)', () => {
  const origin = 'https://m.example.cn';
  const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
  const link = { href: `${origin}/works/1` };

  it('takes a plain left click on a same-origin link', () => {
    expect(shouldIntercept(plain, link, origin)).toBe(true);
    expect(shouldIntercept(plain, { href: '/works/1', target: '_self' }, origin)).toBe(true);
  });

  it('leaves modifier clicks, other buttons and handled clicks to the browser', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(shouldIntercept({ ...plain, [key]: true }, link, origin)).toBe(false);
    expect(shouldIntercept({ ...plain, button: 1 }, link, origin)).toBe(false);
    expect(shouldIntercept({ ...plain, defaultPrevented: true }, link, origin)).toBe(false);
  });

  it('leaves other targets, downloads and other origins to the browser', () => {
    expect(shouldIntercept(plain, { ...link, target: '_blank' }, origin)).toBe(false);
    expect(shouldIntercept(plain, { ...link, download: true }, origin)).toBe(false);
    expect(shouldIntercept(plain, { href: 'https://www.example.cn/works/1' }, origin)).toBe(false);
    expect(shouldIntercept(plain, { href: '//evil.example/x' }, origin)).toBe(false);
  });
});
