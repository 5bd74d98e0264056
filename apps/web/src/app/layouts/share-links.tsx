import { useLocation } from 'react-router';
import { withQuery } from '@/shared/lib/paths';
import { QQIcon, QZoneIcon, WeChatIcon } from '@/shared/ui/icons';
import styles from './share-links.module.css';

/** spec §1 share widget: QQ空间, QQ and 微信 (WeChat opens our /share/weixin page with a QR code). */
export function ShareLinks() {
  const { pathname, search } = useLocation();
  const url = typeof window === 'undefined' ? pathname + search : window.location.origin + pathname + search;
  const title = typeof document === 'undefined' ? '设计集市' : document.title;
  const links = [
    {
      label: '分享到QQ空间',
      href: withQuery('https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey', { url, title }),
      icon: <QZoneIcon size={18} />,
      external: true,
    },
    {
      label: '分享到QQ',
      href: withQuery('https://connect.qq.com/widget/shareqq/index.html', { url, title }),
      icon: <QQIcon size={18} />,
      external: true,
    },
    { label: '分享到微信', href: withQuery('/share/weixin', { url }), icon: <WeChatIcon size={18} />, external: false },
  ];
  return (
    <ul className={styles.list} aria-label="分享">
      {links.map((l) => (
        <li key={l.label}>
          <a
            href={l.href}
            className={styles.link}
            aria-label={l.label}
            title={l.label}
            {...(l.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {l.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
