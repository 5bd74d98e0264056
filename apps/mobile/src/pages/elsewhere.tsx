/**
 * Every other path of the product on a phone (issue 26): a computer-only page (the operators' console, exam
 * answers) or a page not drawn for phones yet says what it is and gives the full link to open on a computer,
 * with a copy button; a path no page answers is the 404 page (the gateway also answers it with status 404).
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from '@/shared/router';
import { desktopLink, pageKind } from '@/shared/lib/page-kind';
import { toast } from '@/shared/toast';

/** The desktop site's origin, written into the page by the gateway (apps/bff mobile-spa.ts). */
function desktopOrigin(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="bazaar-desktop-origin"]');
  return meta?.content || location.origin;
}

export default function ElsewherePage() {
  const { pathname, search } = useLocation();
  const kind = pageKind(pathname);
  const [copied, setCopied] = useState(false);
  // A phone page never lands here (the app, pages/zt.tsx and pages/help.tsx draw what pageKind calls 'phone'),
  // so 'phone' only narrows the type: it would read as the 404 page.
  const title = kind.kind === 'missing' || kind.kind === 'phone' ? '这个页面去太空旅行了' : kind.title;
  useEffect(() => {
    document.title = `${title} - 设计集市`;
  }, [title]);

  if (kind.kind === 'missing' || kind.kind === 'phone')
    return (
      <div className="m-elsewhere">
        <p className="m-elsewhere-mark" aria-hidden="true">
          404
        </p>
        <h2 className="m-elsewhere-title">这个页面去太空旅行了</h2>
        <p className="m-elsewhere-text">你要找的页面不存在，可能是链接有误或页面已被移除。</p>
        <Link to="/" className="m-button m-button-block">
          回到首页
        </Link>
      </div>
    );

  const link = desktopLink(desktopOrigin(), pathname, search);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.info('链接已复制，请在电脑浏览器中打开');
    } catch {
      // No clipboard (an old in-app browser): select the link so a long press copies it.
      document.getElementById('elsewhere-link')?.focus();
      toast.error('无法自动复制，请长按链接复制');
    }
  };
  return (
    <div className="m-elsewhere">
      <h2 className="m-elsewhere-title">{kind.title}</h2>
      <p className="m-elsewhere-text">{kind.what}</p>
      <div className="m-elsewhere-callout">
        <h3>在电脑上打开</h3>
        <p>
          {kind.kind === 'computer'
            ? '这个页面只能在电脑上使用。复制下面的链接，在电脑浏览器中打开。'
            : '手机版暂未提供这个页面。复制下面的链接，在电脑浏览器中打开。'}
        </p>
      </div>
      <label className="m-field" htmlFor="elsewhere-link">
        <span className="visually-hidden">页面链接</span>
        <input
          id="elsewhere-link"
          className="m-input m-link-field"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <button type="button" className="m-button m-button-block" onClick={copy}>
        {copied ? '已复制链接' : '复制链接'}
      </button>
      <Link to="/" className="m-button m-button-plain m-button-block">
        回到首页
      </Link>
    </div>
  );
}
