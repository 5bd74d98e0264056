/**
 * 分享 in the top bar of a work, a task and a designer's homepage (the desktop's toolbar share, docs/product.md §2).
 * In WeChat a guide points at its ··· menu (the only way to share from its in-app browser; the card it shows is
 * the page's title and the share card the gateway serves); elsewhere the system share sheet, else the link is
 * copied. A lazy chunk: only pages with a share button load it.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { shareWay } from '@/shared/lib/share';
import { copyText } from '@/shared/lib/clipboard';

async function copyLink(url: string): Promise<void> {
  await copyText(url, '链接已复制，快去粘贴给好友吧', '无法自动复制，请复制地址栏中的链接');
}

/**
 * The guide over the whole page (a portal: the top bar is a stacking context of its own, under the action and tab
 * bars): an arrow to WeChat's ··· at the top right and what to tap there.
 */
function WechatGuide({ onClose }: { onClose: () => void }) {
  return createPortal(
    <div className="m-share-guide" role="dialog" aria-modal="true" aria-label="分享到微信" onClick={onClose}>
      <svg className="m-share-arrow" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
        <path
          d="M18 112C30 64 60 36 100 22M100 22l-24-2M100 22l-8 22"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="m-share-steps">
        <p className="m-share-title">点击右上角「···」</p>
        <p>选择「发送给朋友」或「分享到朋友圈」</p>
      </div>
      <button type="button" className="m-button m-button-ghost m-share-close" onClick={onClose} autoFocus>
        我知道了
      </button>
    </div>,
    document.body,
  );
}

export default function ShareButton() {
  const [guide, setGuide] = useState(false);
  const share = async () => {
    const url = location.href;
    const way = shareWay(navigator.userAgent, typeof navigator.share === 'function');
    if (way === 'wechat') return setGuide(true);
    if (way === 'copy') return copyLink(url);
    try {
      await navigator.share({ title: document.title, url });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copyLink(url);
    }
  };
  return (
    <>
      <button type="button" className="m-icon-button" aria-label="分享" onClick={() => void share()}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 15V4M8 8l4-4 4 4M6 12v7a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {guide && <WechatGuide onClose={() => setGuide(false)} />}
    </>
  );
}
