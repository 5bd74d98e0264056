import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from '@/shared/lib/chunk-reload';
import { CloudArt } from '../components/art';
import { StatusPanel } from '../components/status-panel';
import { NotFoundPage } from './not-found-page';
import styles from './status-pages.module.css';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    // spec §2: status 500 shows 'Unknown middleware'.
    if (error.status === 500) return 'Unknown middleware';
    return typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Route errorElement (spec §2): 404 → the space-trip page; chunk failures reload once; else the message. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
