import type { Load, Reloadable } from '@bazaar/react/read';
import { Empty, LoadFailed } from './states';

/**
 * A page's read that failed: 加载失败 with 重试 (decision 019; `LoadFailed` lives in states.tsx, which the home
 * page loads anyway), or the thing's own "not found" text.
 */
export { LoadFailed };

export const Missing = ({ text }: { text: string }) => <Empty text={text} action={{ to: '/', label: '回到首页' }} />;

/** Until a page's `read` has its data: the page skeleton while it loads, then 加载失败 with 重试 when it failed. */
export const readFallback = (read: Load<unknown> & Reloadable) =>
  read.loading ? <div className="m-skeleton m-page-skeleton" aria-hidden="true" /> : <LoadFailed retry={read.reload} />;
