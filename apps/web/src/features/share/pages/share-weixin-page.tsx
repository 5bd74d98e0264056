import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { renderSVG } from 'uqr';
import { sameOriginShareUrl } from '@bazaar/domain/rules';
import { Button, buttonClass } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast/toast-store';
import styles from './share-weixin-page.module.css';
import * as paths from '@/shared/lib/paths';

/**
 * /share/weixin (issue 6): the page the share widget's 微信 opens — the shared page as a QR code to scan
 * with WeChat, and how to pass it on. Only pages of this site are shown (sameOriginShareUrl).
 */
export function ShareWeixinPage() {
  const [params] = useSearchParams();
  const url = sameOriginShareUrl(params.get('url'), window.location.origin);
  const title = (params.get('title') ?? '').slice(0, 60) || '设计集市';
  // renderSVG draws only rectangles from the encoded bits: no text of the URL reaches the markup.
  const svg = useMemo(() => (url ? renderSVG(url, { border: 2 }) : ''), [url]);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('链接已复制');
    } catch {
      toast.error('复制失败，请长按链接手动复制');
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="share-title">
        <p className={styles.brand}>设计集市</p>
        <h1 id="share-title" className={styles.title}>
          分享到微信
        </h1>
        {url ? (
          <>
            <p className={styles.subject}>{title}</p>
            <div
              className={styles.qr}
              role="img"
              aria-label={`${title} 的二维码`}
              dangerouslySetInnerHTML={{ __html: svg }}
            />
            <ol className={styles.steps}>
              <li>打开微信，点击右上角「+」选择「扫一扫」</li>
              <li>扫描上方二维码，打开页面</li>
              <li>点击页面右上角「···」，发送给朋友或分享到朋友圈</li>
            </ol>
            <p className={styles.url}>{url}</p>
            <div className={styles.actions}>
              <Button variant="primary" onClick={() => void copy()}>
                {copied ? '已复制' : '复制链接'}
              </Button>
              <a href={url} className={buttonClass()}>
                返回页面
              </a>
            </div>
          </>
        ) : (
          <>
            <p className={styles.subject}>分享链接无效，只能分享设计集市站内的页面。</p>
            <div className={styles.actions}>
              <Button to={paths.home} variant="primary">
                返回首页
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

export default ShareWeixinPage;
