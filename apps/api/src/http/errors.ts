/**
 * Errors are values with codes (docs/conventions.md §8). A service throws `DomainError('E010404')`; the one
 * error handler below turns it, and everything else, into the envelope.
 */
import { fail, RESULT_CODES, RESULT_HTTP_STATUS, type ResultCode } from '@bazaar/domain/api';
import type { FastifyError, FastifyInstance } from 'fastify';

export type FailureCode = Exclude<ResultCode, 'S000001'>;

export class DomainError extends Error {
  constructor(
    readonly code: FailureCode,
    message: string = RESULT_CODES[code],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large …) in Chinese. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求内容类型';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求内容过大';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求体不能为空';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return '请求长度不正确';
    default:
      return error.statusCode === 400 && error.message.toLowerCase().includes('json')
        ? '请求体不是合法的 JSON'
        : RESULT_CODES.E010001;
  }
}

/**
 * PostgreSQL's refusals of a value's text (issue 34): too long for its column (22001), a character it cannot
 * store (22021, 22P05). The input checks should have caught them; if one slips through it is still the client's
 * text, so a 400 — and a warning, so the missing check gets written.
 */
const TEXT_REFUSALS = new Set(['22001', '22021', '22P05']);
export const TEXT_REFUSED = '输入内容过长或含有无法识别的字符';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(RESULT_HTTP_STATUS[error.code]).send(fail(error.code, error.message));
    }
    if (typeof error.code === 'string' && TEXT_REFUSALS.has(error.code) && !error.statusCode) {
      request.log.warn({ err: error }, 'text the database refused reached it: add an input check');
      return reply.code(400).send(fail('E010001', TEXT_REFUSED));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A client's mistake is never a 500 (docs/architecture.md "Rules of the road").
      request.log.info({ err: error }, 'client error');
      const code: FailureCode = status === 404 ? 'E010004' : status === 429 ? 'E010429' : 'E010001';
      return reply.code(status).send(fail(code, code === 'E010001' ? clientMessage(error) : undefined));
    }
    // Internals stay in the log, never in the answer.
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(fail('E050000'));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(fail('E010004')));
}
