import { describe, expect, it } from 'vitest';
import {
  detailOrNull,
  LoadError,
  NETWORK_FAILED_MESSAGE,
  pageLoadError,
  SERVER_FAILED_MESSAGE,
  throwIfLoadFailure,
} from './load-error';

const ok = <T>(data: T) => ({ success: true, data, resultCode: 'S000001', resultMessage: '操作成功' });
const failed = (resultCode: string, resultMessage: string) => ({
  success: false,
  data: null,
  resultCode,
  resultMessage,
});

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('detailOrNull (a detail page: the thing, not found, or failed to load)', () => {
  it('returns the data of a success', () => {
    expect(detailOrNull(ok({ worksId: 3 }))).toEqual({ worksId: 3 });
  });

  it('returns null — the 404 page — when the api says the thing does not exist', () => {
    expect(detailOrNull(failed('E010404', '内容不存在或已下架'))).toBeNull();
  });

  it('throws a LoadError with the server’s words for a 500 answer, never null (that would be the 404 page)', () => {
    const error = thrown(() => detailOrNull(failed('E050000', '服务器开小差了，请稍后再试')));
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).message).toBe('服务器开小差了，请稍后再试');
    expect((error as LoadError).code).toBe('E050000');
    expect(thrown(() => detailOrNull(failed('E050002', '服务暂时不可用，请稍后再试')))).toBeInstanceOf(LoadError);
  });

  it('says 网络连接失败 for a network failure and 服务器开小差了 for an answer without the envelope', () => {
    expect((thrown(() => detailOrNull(failed('NETWORK', 'Failed to fetch'))) as LoadError).message).toBe(
      NETWORK_FAILED_MESSAGE,
    );
    expect((thrown(() => detailOrNull(failed('NETWORK', 'HTTP 502'))) as LoadError).message).toBe(
      SERVER_FAILED_MESSAGE,
    );
  });
});

describe('throwIfLoadFailure (the cashier: a refusal is an answer, a failure is not)', () => {
  it('lets a business refusal through and throws for a server failure', () => {
    expect(() => throwIfLoadFailure(failed('E020002', '只有任务的雇主可以支付赏金'))).not.toThrow();
    expect(() => throwIfLoadFailure(ok(null))).not.toThrow();
    expect(() => throwIfLoadFailure(failed('E050000', '服务器开小差了，请稍后再试'))).toThrow(LoadError);
  });
});

describe('pageLoadError (when a page gives up and shows 加载失败)', () => {
  const error = new LoadError('E050000', SERVER_FAILED_MESSAGE);
  it('is the LoadError once the query stopped fetching with nothing to show', () => {
    expect(pageLoadError({ error, data: undefined, isFetching: false })).toBe(error);
  });
  it('waits while the query retries, and keeps data already on screen', () => {
    expect(pageLoadError({ error, data: undefined, isFetching: true })).toBeNull();
    expect(pageLoadError({ error, data: { worksId: 1 }, isFetching: false })).toBeNull();
  });
  it('leaves other errors alone', () => {
    expect(pageLoadError({ error: new Error('x'), data: undefined, isFetching: false })).toBeNull();
    expect(pageLoadError({ error: null, data: undefined, isFetching: false })).toBeNull();
  });
});
