import { useLocation } from 'react-router';
import { shareLinks } from '@/shared/share/share-urls';
import { QQIcon, QZoneIcon, WeChatIcon } from '@/shared/ui/icons-more';
import styles from './share-links.module.css';

const ICONS = { qzone: QZoneIcon, qq: QQIcon, weixin: WeChatIcon } as const;

/** docs/product.md §1 share widget (footer and toolbar): QQ空间, QQ and 微信 for the current page. */
export function ShareLinks({ pic }: { pic?: string }) {
  const { pathname, search } = useLocation();
  const url = window.location.origin + pathname + search;
  const links = shareLinks({ url, title: document.title, pic });
  return (
    <ul className={styles.list} aria-label="分享">
      {links.map((l) => {
        const Icon = ICONS[l.channel];
        return (
          <li key={l.channel}>
            <a
              href={l.href}
              className={styles.link}
              aria-label={l.label}
              title={l.label}
              {...(l.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon size={18} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export default ShareLinks;
