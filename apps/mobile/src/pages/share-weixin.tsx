/**
 * /share/weixin on a phone (docs/product.md §2: the desktop's share widget opens it, to show the page as a QR code
 * to scan with WeChat). A phone shares from WeChat's own ··· menu, so here the page says which page, how to share
 * it there, opens it, and copies its link. Only pages of this site (`sameOriginShareUrl`, on the desktop's origin or
 * this one) are named: the page cannot dress up someone else's link.
 */
import { sameOriginShareUrl } from '@bazaar/domain/rules';
import { useState } from 'react';
import { Link, useSearchParams } from '@/shared/router';
import { desktopLink, desktopOrigin } from '@/shared/lib/page-kind';
import { copyText } from '@/shared/lib/clipboard';

/** The shared page as a path of this site, or null. */
function sharedPath(raw: string | null): string | null {
  const url = sameOriginShareUrl(raw, desktopOrigin()) ?? sameOriginShareUrl(raw, location.origin);
  if (!url) return null;
  const { pathname, search } = new URL(url);
  return pathname + search;
}

export default function ShareWeixinPage() {
  const [params] = useSearchParams();
  const path = sharedPath(params.get('url'));
  const title = (params.get('title') ?? '').slice(0, 60) || '设计集市';
  const [copied, setCopied] = useState(false);

  if (!path)
    return (
      <div className="m-elsewhere">
        <h2 className="m-elsewhere-title">分享到微信</h2>
        <p className="m-elsewhere-text">没有可分享的页面：链接不是设计集市的页面。</p>
        <Link to="/" className="m-button m-button-block">
          回到首页
        </Link>
      </div>
    );

  // The desktop's address: whoever opens it on a phone is sent to this site's same page.
  const link = desktopLink(desktopOrigin(), path, '');
  const copy = async () =>
    setCopied(await copyText(link, '链接已复制，快去粘贴给好友吧', '无法自动复制，请打开页面后从右上角分享'));
  return (
    <div className="m-elsewhere">
      <h2 className="m-elsewhere-title">分享到微信</h2>
      <p className="m-elsewhere-text">{title}</p>
      <div className="m-elsewhere-callout">
        <h3>在微信中分享</h3>
        <ol className="m-share-page-steps">
          <li>打开页面</li>
          <li>点击右上角「···」</li>
          <li>选择「发送给朋友」或「分享到朋友圈」</li>
        </ol>
      </div>
      <Link to={path} className="m-button m-button-block">
        打开页面
      </Link>
      <button type="button" className="m-button m-button-plain m-button-block" onClick={() => void copy()}>
        {copied ? '已复制链接' : '复制链接'}
      </button>
    </div>
  );
}
