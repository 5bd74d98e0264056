/**
 * Errors are values with codes (docs/conventions.md §8). A service throws `DomainError('E010404')`; the one
 * error handler below turns it, and everything else, into the envelope.
 */
import { fail, RESULT_CODES, RESULT_HTTP_STATUS, type ResultCode } from '@bazaar/domain/api';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * A rule's refusal of what the caller asked (E020002 with the rule's own message): `throw refusal(…)`, the one
 * style every service uses, so TypeScript narrows past it and a reader sees the throw.
 */
export const refusal = (message: string): DomainError => new DomainError('E020002', message);

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

export const MALFORMED_MULTIPART = '请求体不是完整的 multipart/form-data 表单';
export const NOT_MULTIPART_FORM = '请以 multipart/form-data 发送表单';
export const TOO_MANY_PARTS = '表单中的字段或文件超过了允许的数量';

/**
 * @fastify/multipart's own refusals of a form's shape, a 406 or a 413 with a generic message before issue 34. A call
 * that has its own words for one (an upload's 「一次最多上传9张图片」) says them first; the rest are 400s here, as
 * every refusal an upload handler words itself is.
 */
const MULTIPART_REFUSALS: Record<string, string> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: NOT_MULTIPART_FORM,
  FST_PROTO_VIOLATION: MALFORMED_MULTIPART,
  FST_INVALID_JSON_FIELD_ERROR: MALFORMED_MULTIPART,
  FST_PARTS_LIMIT: TOO_MANY_PARTS,
  FST_FIELDS_LIMIT: TOO_MANY_PARTS,
  FST_FILES_LIMIT: TOO_MANY_PARTS,
};

/**
 * Issue 34: what busboy throws on a body it cannot read — no boundary in the content type, one over its 256
 * characters, a part the body ends inside of — is a plain Error with no code or status, from the account calls'
 * form parser and from an upload handler's `request.parts()` alike (a 500 before this). @fastify/multipart then
 * destroys the file being read, so its reader sees ERR_STREAM_PREMATURE_CLOSE. Both are the client's bytes: a
 * 400, named here once by busboy's messages, and only for a request that declared itself multipart (so no other
 * error of the same words is mistaken for one).
 */
const BUSBOY_FAILURE =
  /^Multipart: Boundary not found$|^Boundary required$|^The needle cannot|terminated early|^Unexpected end of multipart data$/;

function malformedMultipart(error: FastifyError, request: FastifyRequest): string | null {
  if (typeof error.code === 'string' && Object.hasOwn(MULTIPART_REFUSALS, error.code)) {
    return MULTIPART_REFUSALS[error.code]!;
  }
  if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return null;
  return BUSBOY_FAILURE.test(error.message) || error.code === 'ERR_STREAM_PREMATURE_CLOSE' ? MALFORMED_MULTIPART : null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(RESULT_HTTP_STATUS[error.code]).send(fail(error.code, error.message));
    }
    const multipartMessage = malformedMultipart(error, request);
    if (multipartMessage !== null) {
      request.log.info({ err: error }, 'malformed multipart body');
      return reply.code(400).send(fail('E010001', multipartMessage));
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
