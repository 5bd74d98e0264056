import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-urls';

describe('share links (docs/product.md §1 QQ zone, QQ, WeChat)', () => {
  const links = shareLinks({
    url: 'https://bazaar.example/works/5',
    title: '青柠健身字标设计',
    summary: '阿狸的画板的作品',
    pic: 'https://bazaar.example/img/works/5-1.svg?w=600&q=80',
  });

  it('builds the QQ zone and QQ share URLs with url, title, summary and picture', () => {
    const qzone = new URL(links[0]!.href);
    expect(qzone.origin + qzone.pathname).toBe('https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey');
    expect(qzone.searchParams.get('url')).toBe('https://bazaar.example/works/5');
    expect(qzone.searchParams.get('title')).toBe('青柠健身字标设计');
    expect(qzone.searchParams.get('pics')).toBe('https://bazaar.example/img/works/5-1.svg?w=600&q=80');
    const qq = new URL(links[1]!.href);
    expect(qq.origin + qq.pathname).toBe('https://connect.qq.com/widget/shareqq/index.html');
    expect(qq.searchParams.get('summary')).toBe('阿狸的画板的作品');
  });

  it('sends WeChat to our own QR page', () => {
    expect(links[2]).toMatchObject({ channel: 'weixin', external: false });
    const href = new URL(links[2]!.href, 'https://bazaar.example');
    expect(href.pathname).toBe('/share/weixin');
    expect(href.searchParams.get('url')).toBe('https://bazaar.example/works/5');
  });
});
