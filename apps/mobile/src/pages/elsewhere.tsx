/**
 * Every other path of the product on a phone (issue 26): a computer-only page (the operators' console, exam
 * answers) or a page not drawn for phones yet says what it is and gives the full link to open on a computer,
 * with a copy button; a path no page answers is the 404 page (the gateway also answers it with status 404).
 */
import { useEffect } from 'react';
import { Link, useLocation } from '@/shared/router';
import { pageKind } from '@/shared/lib/page-kind';
import { DesktopLink } from '@/shared/ui/desktop-link';

export default function ElsewherePage() {
  const { pathname, search } = useLocation();
  const kind = pageKind(pathname);
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
      <DesktopLink pathname={pathname} search={search} id="elsewhere-link" />
      <Link to="/" className="m-button m-button-plain m-button-block">
        回到首页
      </Link>
    </div>
  );
}
