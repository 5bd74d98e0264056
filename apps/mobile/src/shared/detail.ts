/**
 * A detail page's read (decision 019's rule on phones): the thing; `missing` when the api says it does not exist
 * (the page says so, no toast); `failed` for a server error or the network (加载失败 with 重试).
 */
import type { ApiResult, EndpointData, EndpointName } from '@bazaar/domain/client';

export type Detail<T> = { state: 'ok'; data: T } | { state: 'missing' } | { state: 'failed' };

export function detailOf<N extends EndpointName>(result: ApiResult<N>): Detail<EndpointData<N>> {
  if (result.success && result.data !== null) return { state: 'ok', data: result.data };
  if (result.resultCode === 'NETWORK' || result.resultCode.startsWith('E05')) return { state: 'failed' };
  return { state: 'missing' };
}
