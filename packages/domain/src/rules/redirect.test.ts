import { describe, expect, it } from 'vitest';
import { isSafeLink, safeRedirectPath, sameOriginShareUrl } from './redirect.js';

describe('safeRedirectPath (docs/product.md §2 login redirect)', () => {
  it.each([
    ['/'],
    ['/uc/task'],
    ['/u/12?worksType=2'],
    ['/search/works?keyword=%E6%8F%92%E7%94%BB'],
    ['/search/works?keyword=插画'],
    ['/search/works?keyword=a b'],
    ['/works/3#comments'],
    ['/zt/vivo?redirect=//evil.com'],
    ['/task/5?all=1&next=http://x'],
    ['/my/home?x=%2F%2Fevil'],
    ['/设计师/1'],
    ['/a%20b'],
    ['/%20/x'],
    ['/tag/100%25'],
  ])('keeps the same-origin path %j', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['//evil.com', 'protocol-relative URL'],
    ['///evil.com', 'triple slash'],
    ['/\\evil.com', 'slash-backslash'],
    ['\\\\evil.com', 'double backslash'],
    ['\\/evil.com', 'backslash-slash'],
    ['/\\/evil.com', 'slash-backslash-slash'],
    ['http://evil.com', 'absolute http URL'],
    ['https://evil.com/uc', 'absolute https URL'],
    ['HTTPS://evil.com', 'upper-case scheme'],
    ['javascript:alert(1)', 'javascript: URL'],
    ['JaVaScRiPt:alert(1)', 'mixed-case javascript: URL'],
    ['data:text/html,<script>alert(1)</script>', 'data: URL'],
    ['evil.com', 'bare host'],
    ['uc/task', 'relative path'],
    ['', 'empty string'],
    ['?redirect=x', 'query only'],
    ['#/uc', 'hash only'],
    [' //evil.com', 'leading space'],
    [' /uc', 'leading space before a good path'],
    ['/%2Fevil.com', 'encoded second slash'],
    ['/%2fevil.com', 'lower-case encoded slash'],
    ['%2F%2Fevil.com', 'fully encoded double slash'],
    ['/%5Cevil.com', 'encoded backslash'],
    ['/%252Fevil.com', 'double-encoded slash'],
    ['/%25252Fevil.com', 'triple-encoded slash'],
    ['/%2525252Fevil.com', 'encoding nested deeper than a real path'],
    ['%6A%61%76%61script:alert(1)', 'encoded javascript'],
    ['/\t/evil.com', 'tab between slashes'],
    ['/\n/evil.com', 'newline between slashes'],
    ['/\r\n/evil.com', 'CRLF (header injection)'],
    ['/uc\r\nSet-Cookie: a=b', 'CRLF in a path'],
    ['/%09/evil.com', 'encoded tab'],
    ['/%0d%0aSet-Cookie:a=b', 'encoded CRLF'],
    ['/\u0000/evil.com', 'NUL'],
    ['/\u007f/evil.com', 'DEL'],
    ['/\u200b/evil.com', 'zero-width space'],
    ['/\ufeff/evil.com', 'byte-order mark'],
    ['/\u2028/evil.com', 'line separator'],
    ['/ /evil.com', 'space in the path'],
    ['/\u3000evil.com', 'ideographic space'],
    ['/uc//evil.com', 'double slash later in the path'],
    ['/../evil.com', 'dot segment'],
    ['/a/..//evil.com', 'dot segment before a double slash'],
    ['/a/%2e%2e/b', 'encoded dot segment'],
    ['/.', 'single dot segment'],
    ['/%E0%A4%A', 'malformed percent-encoding in the path'],
  ])('falls back to / for %j (%s)', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/');
  });

  it.each([[undefined], [null], [42], [['/uc']], [{ path: '/uc' }]])('falls back to / for the non-string %j', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/');
  });

  it('falls back to / for an overlong value', () => {
    expect(safeRedirectPath(`/${'a'.repeat(2048)}`)).toBe('/');
    expect(safeRedirectPath(`/${'a'.repeat(2046)}`)).toBe(`/${'a'.repeat(2046)}`);
  });
});

describe('isSafeLink (CMS hrefs)', () => {
  it.each([['/works'], ['https://example.com/a'], ['http://example.com'], ['/search/works?keyword=x']])(
    'accepts %j',
    (link) => {
      expect(isSafeLink(link)).toBe(true);
    },
  );

  it.each([
    ['javascript:alert(1)'],
    ['//evil.com'],
    ['data:text/html,x'],
    ['https:/\\evil.com'],
    ['https://'],
    ['works'],
    [''],
    ['https://a.com\n'],
    [null],
    [3],
  ])('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
  });
});

describe('sameOriginShareUrl', () => {
  const origin = 'https://bazaar.example';
  it('accepts pages of this site, absolute or relative', () => {
    expect(sameOriginShareUrl('https://bazaar.example/u/3?worksType=1', origin)).toBe(
      'https://bazaar.example/u/3?worksType=1',
    );
    expect(sameOriginShareUrl('/works/9', origin)).toBe('https://bazaar.example/works/9');
  });
  it('refuses other sites, other schemes and nothing', () => {
    expect(sameOriginShareUrl('https://evil.example/x', origin)).toBeNull();
    expect(sameOriginShareUrl('//evil.example/x', origin)).toBeNull();
    expect(sameOriginShareUrl('javascript:alert(1)', origin)).toBeNull();
    expect(sameOriginShareUrl(null, origin)).toBeNull();
  });
});
