import type { LoadError } from '@/shared/lib/load-error';
import { Button } from '@/shared/ui/button';
import { CloudArt } from '../components/art';
import panel from '../components/status-panel.module.css';
import { StatusPanel } from '../components/status-panel';
import styles from './status-pages.module.css';

/**
 * A page's data failed to load (the server or the network, not "no such thing"): what happened, and 重试,
 * which asks again without leaving the page. The 404 page stays for what does not exist.
 */
export function LoadFailedPage({ error, onRetry }: { error: LoadError; onRetry: () => void }) {
  return (
    <StatusPanel
      art={<CloudArt />}
      title="加载失败"
      action={
        <Button variant="primary" size="large" className={panel.action} onClick={onRetry}>
          重试
        </Button>
      }
    >
      <p className={styles.message} role="alert">
        {error.message}
      </p>
      <p className={styles.muted}>页面内容没有加载出来，可能是网络不稳定或服务器繁忙，请稍后重试。</p>
    </StatusPanel>
  );
}
