/**
 * Issue 34: text nobody types never reaches the database. Every registry endpoint's every input field — query,
 * body and path parameter alike — is sent NUL, other control characters and a lone UTF-16 half, as a caller the
 * endpoint lets in, and each must be a 400 naming the field, in Chinese, from the one check in `route()`. Long
 * text and direction/zero-width marks are ordinary text: they must never be a 5xx either. Every endpoint that takes
 * multipart is sent the broken bodies of the scans (no boundary, a boundary the body lacks, a part cut off, garbage)
 * and must refuse each with a 400 in Chinese, from the one mapping in errors.ts.
 */
import { endpoints, type Endpoint } from '@bazaar/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DESIGNER } from '../db/seed/accounts';
import { DEMO_OPERATOR } from '../db/seed/tasks';
import { ManualClock } from '../services/clock/clock';
import { CLIENT_AUTH, DRIVERS, startTestApp, type TestApp } from '../test/harness';
import { bearer, TestLogin } from '../test/login';
import { UNTYPEABLE_MESSAGE } from './endpoint';
import { MALFORMED_MULTIPART, registerErrorHandling, TEXT_REFUSED } from './errors';

/**
 * A value in a URL. A lone UTF-16 half has no UTF-8 form, so it travels as the bytes an attacker would send
 * (`%ED%A0%80`), which the server decodes to U+FFFD: ordinary text by the time it is read.
 */
function inUrl(value: string): { text: string; survives: boolean } {
  try {
    return { text: encodeURIComponent(value), survives: true };
  } catch {
    const bytes = value.replace(/[\ud800-\udfff]/g, (half) => {
      const c = half.charCodeAt(0);
      return String.fromCharCode(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    });
    return {
      text: [...bytes].map((ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join(''),
      survives: false,
    };
  }
}

/** The fields of an endpoint's input (a zod/mini object's shape), or none. */
function fieldsOf(endpoint: Endpoint): string[] {
  const def = (endpoint.input as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

const UNTYPEABLE = {
  nul: 'a\u0000b',
  bell: '\u0007',
  escape: 'x\u001b[31m',
  del: '\u007f',
  lone: 'x\ud800y',
  tail: '\udc00',
};
const ODD_BUT_TEXT = {
  long: '设'.repeat(10_000),
  marks: '\u202e\u200b\u200d\u2066设计\u2069\ufeff',
};

/** A multipart body as a browser's FormData sends it: `fields` as text, then (unless `withFile` is false) a small file. */
function formBody(boundary: string, fields: string[], withFile = true): string {
  const text = fields.map((f) => `--${boundary}\r\nContent-Disposition: form-data; name="${f}"\r\n\r\nx\r\n`);
  const file =
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n` +
    `Content-Type: image/png\r\n\r\n${'\u0089PNG'.padEnd(64, 'p')}\r\n`;
  return `${text.join('')}${withFile ? file : ''}--${boundary}--\r\n`;
}

const BOUNDARY = 'bazaar-walk-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * Issue 34's broken multipart bodies, each with the content type it travels under. `parserFails` marks those busboy
 * cannot even start on, which must name the body as malformed whatever the endpoint; the others may be refused for
 * what they lack (a missing field or file) but only ever with a 400.
 */
const BROKEN_BODIES: Record<string, (fields: string[]) => { type: string; body: string; parserFails: boolean }> = {
  noBoundary: (f) => ({ type: 'multipart/form-data', body: formBody(BOUNDARY, f), parserFails: true }),
  boundaryTooLong: (f) => ({
    type: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: formBody('b'.repeat(300), f),
    parserFails: true,
  }),
  boundaryAbsent: (f) => ({ type: MULTIPART, body: formBody('some-other-boundary', f), parserFails: false }),
  cutMidFile: (f) => {
    const body = formBody(BOUNDARY, f);
    return { type: MULTIPART, body: body.slice(0, body.indexOf('PNG') + 8), parserFails: false };
  },
  cutMidHeader: (f) => ({
    type: MULTIPART,
    body: formBody(BOUNDARY, f).slice(0, BOUNDARY.length + 20),
    parserFails: false,
  }),
  noClosingDelimiter: (f) => ({
    type: MULTIPART,
    body: formBody(BOUNDARY, f).replace(`--${BOUNDARY}--\r\n`, ''),
    parserFails: false,
  }),
  malformedHeaders: () => ({
    type: MULTIPART,
    body: `--${BOUNDARY}\r\nnot a header at all\r\n: \r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    parserFails: false,
  }),
  garbage: () => ({ type: MULTIPART, body: '\u0000\u00ff\u00fe garbage \r\n--\r\n\r\n', parserFails: false }),
};

/**
 * Bodies that are no multipart form at all, sent where one is expected: refused in Chinese, a 400 from the call (or
 * a 415 from Fastify when no parser of the scope takes the type), never a 5xx.
 */
const WRONG_TYPES: Record<string, { type: string; body: string }> = {
  json: { type: 'application/json', body: '{}' },
  text: { type: 'text/plain', body: 'files=x' },
  urlencoded: { type: 'application/x-www-form-urlencoded', body: 'files=x' },
  mixed: { type: `multipart/mixed; boundary=${BOUNDARY}`, body: formBody(BOUNDARY, []) },
};

const CHINESE = /[\u4e00-\u9fff]/;

describe.each(DRIVERS)('text nobody types, on every endpoint, on %s', (driver) => {
  let t: TestApp;
  const tokens: Record<'user' | 'operator', string> = { user: '', operator: '' };
  const all = Object.entries(endpoints as Record<string, Endpoint>).filter(
    ([, e]) => fieldsOf(e).length > 0 || pathParams(e.path).length > 0,
  );

  beforeAll(async () => {
    const clock = new ManualClock(new Date());
    t = await startTestApp(driver, {}, { clock });
    const login = new TestLogin(t.app, clock);
    tokens.user = await login.bySms(DEMO_DESIGNER.mobile);
    tokens.operator = await login.bySms(DEMO_OPERATOR.mobile);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The headers of a caller `endpoint` lets in. */
  const callerOf = (endpoint: Endpoint): Record<string, string> =>
    endpoint.auth === 'operator'
      ? bearer(tokens.operator)
      : endpoint.auth === 'public'
        ? endpoint.login
          ? { authorization: CLIENT_AUTH }
          : {}
        : bearer(tokens.user);

  /** One call with `field` set to `value` (in the path when it is a path parameter), as a caller let in. */
  const send = async (endpoint: Endpoint, field: string, value: string) => {
    const headers = callerOf(endpoint);
    const encoded = inUrl(value);
    let url = endpoint.path.replace(/:(\w+)/g, (_m, name: string) => (name === field ? encoded.text : 'x'));
    const inPath = pathParams(endpoint.path).includes(field);
    const inUrlOnly = inPath || endpoint.method === 'GET';
    if (endpoint.method === 'GET' && !inPath) url += `?${encodeURIComponent(field)}=${encoded.text}`;
    const res = await t.app.inject(
      endpoint.method === 'GET'
        ? { url, headers }
        : { method: 'POST', url, payload: inPath ? {} : { [field]: value }, headers },
    );
    let body: { resultMessage?: string } | null = null;
    try {
      body = res.json();
    } catch {
      body = null; // not the envelope: a company's own answer shape
    }
    return { status: res.statusCode, body, survives: !inUrlOnly || encoded.survives };
  };

  it('answers 400 naming the field for NUL, control characters and lone surrogates, and never a 5xx', async () => {
    const wrong: string[] = [];
    for (const [name, endpoint] of all) {
      for (const field of [...new Set([...fieldsOf(endpoint), ...pathParams(endpoint.path)])]) {
        for (const [kind, value] of Object.entries(UNTYPEABLE)) {
          const res = await send(endpoint, field, value);
          // A raw route outside the registry (the payment companies' notifications) answers in its company's
          // shape; it must still refuse without a 5xx.
          const envelope = res.body?.resultMessage !== undefined;
          if (
            res.status >= 500 ||
            (envelope && res.survives && (res.status !== 400 || res.body?.resultMessage !== UNTYPEABLE_MESSAGE(field)))
          ) {
            wrong.push(`${name}.${field} ${kind}: ${res.status} ${res.body?.resultMessage ?? ''}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('takes 10 000 characters and direction or zero-width marks as text: a clear answer, never a 5xx', async () => {
    const wrong: string[] = [];
    for (const [name, endpoint] of all) {
      for (const field of fieldsOf(endpoint)) {
        for (const [kind, value] of Object.entries(ODD_BUT_TEXT)) {
          const res = await send(endpoint, field, value);
          if (res.status >= 500) wrong.push(`${name}.${field} ${kind}: ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  const post = async (endpoint: Endpoint, type: string, body: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpoint.path.replace(/:(\w+)/g, 'x'),
      headers: { ...callerOf(endpoint), 'content-type': type },
      payload: Buffer.from(body, 'latin1'),
    });
    let envelope: { success?: boolean; resultMessage?: string } | null = null;
    try {
      envelope = res.json();
    } catch {
      envelope = null;
    }
    return { status: res.statusCode, message: envelope?.success === false ? envelope.resultMessage : undefined };
  };

  it('refuses every broken multipart body with a 400 in Chinese on every endpoint that takes multipart', async () => {
    // The registry does not say which endpoints take multipart (a scope's parser does), so each POST entry is asked
    // with a well-formed form: the ones without a multipart parser answer 415, every other one takes it (but a raw
    // route whose path needs a real value, a payment company's notification, which is 404 for `x`).
    const takesMultipart: [string, Endpoint][] = [];
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      if (endpoint.method !== 'POST') continue;
      const res = await post(endpoint, MULTIPART, formBody(BOUNDARY, fieldsOf(endpoint), false));
      if (res.status !== 415 && res.status !== 404) takesMultipart.push([name, endpoint]);
    }
    // The scans' four, and the logins: a walk that found fewer would prove nothing.
    expect(takesMultipart.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'upload',
        'uploadTaskAttachment',
        'uploadClip',
        'sendMessageFile',
        'loginByMobile',
        'sendSmsCode',
      ]),
    );

    const wrong: string[] = [];
    for (const [name, endpoint] of takesMultipart) {
      for (const [kind, make] of Object.entries(BROKEN_BODIES)) {
        const { type, body, parserFails } = make(fieldsOf(endpoint));
        const res = await post(endpoint, type, body);
        // Logout takes no input: a form busboy reads as empty is no reason to keep the session, so only a body it
        // cannot read at all is refused there.
        const mayIgnore = !parserFails && endpoint === endpoints.logout && res.status === 200;
        if (
          !mayIgnore &&
          (res.status !== 400 ||
            !CHINESE.test(res.message ?? '') ||
            (parserFails && res.message !== MALFORMED_MULTIPART))
        ) {
          wrong.push(`${name} ${kind}: ${res.status} ${res.message ?? ''}`);
        }
      }
    }
    for (const [name, endpoint] of takesMultipart) {
      // The logins also take JSON and urlencoded bodies (docs/product.md §7): only the uploads are multipart-only.
      if (endpoint.login || fieldsOf(endpoint).length > 0 || endpoint === endpoints.logout) continue;
      for (const [kind, { type, body }] of Object.entries(WRONG_TYPES)) {
        const res = await post(endpoint, type, body);
        if (![400, 415].includes(res.status) || !CHINESE.test(res.message ?? '')) {
          wrong.push(`${name} ${kind}: ${res.status} ${res.message ?? ''}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The scan's "Part terminated early": an image cut off mid-file is named as a broken body, not a missing file.
    const cut = BROKEN_BODIES.cutMidFile!([]);
    expect(await post(endpoints.upload, cut.type, cut.body)).toMatchObject({
      status: 400,
      message: MALFORMED_MULTIPART,
    });
  }, 600_000);
});

describe('text the database refuses', () => {
  it('is a 400 in Chinese, not a 500, when a value too long or unstorable slips past the checks', async () => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    for (const code of ['22001', '22021', '22P05']) {
      app.get(`/pg/${code}`, async () => {
        throw Object.assign(new Error('value too long for type character varying(200)'), { code });
      });
    }
    app.get('/pg/other', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    for (const code of ['22001', '22021', '22P05']) {
      const res = await app.inject({ url: `/pg/${code}` });
      expect([res.statusCode, res.json().resultMessage]).toEqual([400, TEXT_REFUSED]);
    }
    expect((await app.inject({ url: '/pg/other' })).statusCode).toBe(500);
    await app.close();
  });
});
