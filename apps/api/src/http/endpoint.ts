/**
 * Registers a route from the domain contract (`endpoints`): access is enforced from the contract's
 * `auth` and `login` (so no route can forget it), the input is parsed with the endpoint's own schema
 * (query for GET, the body for POST — JSON, or form bodies where a scope registers them; path parameters
 * for both) and the handler's data is answered as `ok(data)`. A validation failure is a 400 with the
 * first issue's Chinese message.
 */
import { ok, type Endpoint } from '@bazaar/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { zhCN } from 'zod/locales';
import type { SessionUser } from './auth';
import { DomainError } from './errors';

type Input<E extends Endpoint> = E extends { input: infer I extends z.ZodMiniType } ? z.output<I> : undefined;
type Data<E extends Endpoint> = z.input<E['data']>;

/** The request as a handler sees it: `user` calls always have a user, `optional` ones may. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest & {
  user: E['auth'] extends 'user' | 'operator' ? SessionUser : SessionUser | null;
};

export type EndpointHandler<E extends Endpoint> = (
  input: Input<E>,
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Data<E>>;

/** Issue 7: the consultant's desk answers everyone but an operator with this (403). */
export const OPERATOR_ONLY = '仅平台运营人员可以访问';

/** docs/product.md §7: login calls carry the fixed client authorization header. */
export const CLIENT_AUTH_FAILED = '客户端认证失败';

const zh = zhCN().localeError;

/**
 * Messages for issues the contract has no message of its own for (a missing or wrong-typed field):
 * zod's Chinese locale, prefixed with the parameter's name. The contract's own messages take precedence.
 */
const chineseIssues =
  (raw: Record<string, unknown>): z.core.$ZodErrorMap =>
  (issue) => {
    const name = issue.path?.join('.') || '请求';
    // Coercing schemas see `undefined` as NaN, so "missing" is judged on the raw input.
    const first = issue.path?.[0];
    const missing = issue.input === undefined || (typeof first === 'string' && raw[first] === undefined);
    if (issue.code === 'invalid_type' && missing) return `缺少参数 ${name}`;
    const localized = zh(issue);
    const message = typeof localized === 'string' ? localized : (localized?.message ?? '格式不正确');
    return `参数 ${name} ${message}`;
  };

/**
 * Issue 34: characters nobody types — C0 controls but tab, line feed and carriage return, DEL, and UTF-16
 * halves without their partner (a JSON `\\ud800`). PostgreSQL refuses NUL and the lone halves (a 500 before
 * this), and none belongs in a name, a title or a message. Zero-width and direction marks are text and pass.
 */
const UNTYPEABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNTYPEABLE_MESSAGE = (name: string) => `参数 ${name} 含有无法识别的字符`;

/** The path of the first string (or key) in `value` holding such a character, or null. */
function untypeableAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return UNTYPEABLE.test(value) ? path : null;
  if (depth > 8 || typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const at = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string' && UNTYPEABLE.test(key)) return at;
    const found = untypeableAt(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An endpoint's input from its raw fields: text nobody types refused first (issue 34), then the contract's schema;
 * either failure is a 400 with a Chinese message. The one parse of every registry input — a route that answers on
 * its own (a video stream) calls it too.
 */
export function parseInput<E extends Endpoint>(endpoint: E, raw: Record<string, unknown>): Input<E> {
  if (!endpoint.input) return undefined as Input<E>;
  const untypeable = untypeableAt(raw, '');
  if (untypeable !== null) throw new DomainError('E010001', UNTYPEABLE_MESSAGE(untypeable || '请求'));
  const parsed = endpoint.input.safeParse(raw, { error: chineseIssues(raw) });
  if (!parsed.success) throw new DomainError('E010001', parsed.error.issues[0]?.message || undefined);
  return parsed.data as Input<E>;
}

export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void {
  if ((endpoint.auth !== 'public' || endpoint.login) && !app.hasDecorator('auth')) {
    throw new Error(`${endpoint.path} needs authentication: register auth before its routes`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      if (endpoint.login && !app.auth.isClient(request)) throw new DomainError('E010401', CLIENT_AUTH_FAILED);
      if (endpoint.auth !== 'public') {
        // An unknown or expired token on an `optional` call is just a visitor, so public pages keep working.
        request.user = await app.auth.userOf(request);
        if ((endpoint.auth === 'user' || endpoint.auth === 'operator') && !request.user) {
          throw new DomainError('E010401');
        }
        if (endpoint.auth === 'operator' && !request.user?.isOperator) {
          throw new DomainError('E010403', OPERATOR_ONLY);
        }
      }
      let input: unknown = undefined;
      if (endpoint.input) {
        const params = isPlainObject(request.params) ? request.params : {};
        let raw: Record<string, unknown>;
        if (endpoint.method === 'GET') raw = { ...(request.query as Record<string, unknown>), ...params };
        else if (request.body === undefined || request.body === null) raw = { ...params };
        else if (isPlainObject(request.body)) raw = { ...request.body, ...params };
        else throw new DomainError('E010001', '请求体必须是 JSON 对象');
        input = parseInput(endpoint, raw);
      }
      const data = await handler(input as Input<E>, request as EndpointRequest<E>, reply);
      // Issue 23: under tests (and e2e) every answer is held to its contract, so the two cannot drift. A
      // handler that answered on its own (a video stream) has nothing to check.
      if (app.checkAnswers && !reply.sent) {
        const checked = endpoint.data.safeParse(data);
        if (!checked.success) {
          const where = checked.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; ');
          throw new Error(`${endpoint.method} ${endpoint.path} answered data its contract does not allow — ${where}`);
        }
      }
      return ok(data);
    },
  });
}
