import { describe, expect, it } from 'vitest';
import { isKnownPage } from './page-routes.js';

describe('isKnownPage', () => {
  it('knows static pages, dynamic segments and optional last segments', () => {
    for (const path of ['/', '/works', '/works/12', '/u', '/u/18', '/u/account', '/favorite', '/favorite/works']) {
      expect(isKnownPage(path), path).toBe(true);
    }
    expect(isKnownPage('/help/qa')).toBe(true);
    expect(isKnownPage('/zt/tiktok101')).toBe(true);
    expect(isKnownPage('/exam/logo')).toBe(true);
  });

  it('ignores a trailing slash and the case of static segments, as the router does', () => {
    expect(isKnownPage('/works/')).toBe(true);
    expect(isKnownPage('/Works')).toBe(true);
  });

  it('refuses other paths', () => {
    for (const path of ['/nonexistent-page-xyz', '/works/1/2', '/help/nope', '/zt/none', '/exam/ip/1', '//works']) {
      expect(isKnownPage(path), path).toBe(false);
    }
  });
});
