import { isChunkLoadError, reloadOnceForChunkError } from '@/shared/lib/chunk-reload';
import { LoadError } from '@/shared/lib/load-error';
import { CloudArt } from '../components/art';
import { StatusPanel } from '../components/status-panel';
import { LoadFailedPage } from './load-failed-page';
import { NotFoundPage } from './not-found-page';
import styles from './status-pages.module.css';

/** An error that carries an HTTP status (a failed page call rethrown by a page, say). */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function messageOf(error: unknown): string {
  // docs/product.md §2: status 500 shows 'Unknown middleware'.
  if (statusOf(error) === 500) return 'Unknown middleware';
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * A route's error (docs/product.md §2): 404 → the space-trip page; a page's data that failed to load → 加载失败 with
 * 重试; chunk failures reload once; else the message.
 */
export function RouteErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (statusOf(error) === 404) return <NotFoundPage />;
  if (error instanceof LoadError) return <LoadFailedPage error={error} onRetry={onRetry} />;
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  console.error('[route] error', error);
  return (
    <StatusPanel art={<CloudArt />} title="页面出错了">
      <p className={styles.message} role="alert">
        {messageOf(error)}
      </p>
    </StatusPanel>
  );
}
