import type { Load, Reloadable } from '../use-load';
import { Empty } from './states';

/** 加载失败 with 重试 (decision 019), or the thing's own "not found" text. */
export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className="m-empty">
      <p>加载失败，请检查网络后重试</p>
      <button type="button" className="m-button m-button-ghost" onClick={retry}>
        重试
      </button>
    </div>
  );
}

export const Missing = ({ text }: { text: string }) => <Empty text={text} action={{ to: '/', label: '回到首页' }} />;

/** Until a page's `read` has its data: the page skeleton while it loads, then 加载失败 with 重试 when it failed. */
export const readFallback = (read: Load<unknown> & Reloadable) =>
  read.loading ? <div className="m-skeleton m-page-skeleton" aria-hidden="true" /> : <LoadFailed retry={read.reload} />;
