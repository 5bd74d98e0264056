/**
 * A page's full link on the desktop site with 复制链接 (issue 26): the "open on a computer" page and the exams taken
 * on their own score page (插画, 包装: decision 012) give it to open in a computer's browser.
 */
import { useState } from 'react';
import { desktopLink, desktopOrigin } from '@/shared/lib/page-kind';
import { copyText } from '@/shared/lib/clipboard';

export function DesktopLink({ pathname, search = '', id }: { pathname: string; search?: string; id: string }) {
  const [copied, setCopied] = useState(false);
  const link = desktopLink(desktopOrigin(), pathname, search);
  const copy = async () => {
    if (await copyText(link, '链接已复制，请在电脑浏览器中打开', '无法自动复制，请长按链接复制')) setCopied(true);
    // No clipboard (an old in-app browser): select the link so a long press copies it.
    else document.getElementById(id)?.focus();
  };
  return (
    <>
      <label className="m-field" htmlFor={id}>
        <span className="visually-hidden">页面链接</span>
        <input
          id={id}
          className="m-input m-link-field"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <button type="button" className="m-button m-button-block" onClick={copy}>
        {copied ? '已复制链接' : '复制链接'}
      </button>
    </>
  );
}
