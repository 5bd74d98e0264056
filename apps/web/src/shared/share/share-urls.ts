/**
 * docs/product.md §1 share widget: QQ空间, QQ and 微信. QQ zone and QQ take the page URL, title, a summary and a
 * picture in their share endpoints; WeChat has no web share endpoint, so it opens our /share/weixin page,
 * which shows the URL as a QR code to scan with the WeChat app.
 */
import { withQuery } from '../lib/paths';
import * as paths from '@/shared/lib/page-paths';

export interface ShareTarget {
  /** The absolute URL to share. */
  url: string;
  title: string;
  summary?: string;
  /** An absolute image URL (a work's cover, a designer's avatar). */
  pic?: string;
}

export interface ShareLink {
  label: string;
  href: string;
  channel: 'qzone' | 'qq' | 'weixin';
  external: boolean;
}

export function shareLinks({ url, title, summary, pic }: ShareTarget): ShareLink[] {
  const common = { url, title, summary, pics: pic };
  return [
    {
      label: '分享到QQ空间',
      channel: 'qzone',
      href: withQuery('https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey', { ...common, site: '设计集市' }),
      external: true,
    },
    {
      label: '分享到QQ',
      channel: 'qq',
      href: withQuery('https://connect.qq.com/widget/shareqq/index.html', { ...common, site: '设计集市' }),
      external: true,
    },
    { label: '分享到微信', channel: 'weixin', href: paths.shareWeixin(url, title), external: false },
  ];
}
