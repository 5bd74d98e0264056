/**
 * A page's read of the signed-in user's own data (成绩, 能力模型, 作品诊断, 健康度): cached per user (a login as
 * someone else reads again), quiet on failure (the page shows 加载失败 with 重试 instead of a toast), null when it
 * failed. `readFallback` (shared/ui/load-failed) draws the page until the data is in.
 */
import type { ApiResult, EndpointName } from '@bazaar/domain/client';
import { dataOr } from './api';
import { useSession } from './session';
import { useLoad } from '@bazaar/react/read';

export function useMine<N extends EndpointName>(name: string, read: () => Promise<ApiResult<N>>) {
  const { user } = useSession();
  return useLoad(`${name}:${user?.userId ?? 0}`, async () => dataOr(await read(), null));
}
