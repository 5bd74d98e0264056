/**
 * What the SMS company drivers' tests share (aliyun-sms-driver.test.ts, tencent-sms-driver.test.ts): the
 * failures every company driver must map alike (`smsDriverFailures`, a table per company), reading a failed
 * delivery, endpoints that do not answer, and capturing a driver's signed request to replay it against the
 * company's local server (tooling/fakes) as it arrived or changed on the way.
 */
import { request as httpRequest } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { startFakeServer, type FakeAnswer, type FakeRequest } from '@bazaar/fakes/http';
import { expect, it } from 'vitest';
import { SmsDeliveryError, type SmsDriver, type SmsRefusal } from './sms-driver';

/** What a failed delivery threw (the test fails if it did not throw an SmsDeliveryError). */
export async function failure(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  const err: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsDeliveryError);
  return err as SmsDeliveryError;
}

/** Expects none of `secrets` in the error's message, its serialisation or its stack. */
export function expectNoneOf(secrets: string[], err: SmsDeliveryError): void {
  for (const secret of secrets) {
    expect(err.message).not.toContain(secret);
    expect(JSON.stringify(err)).not.toContain(secret);
    expect(String(err.stack)).not.toContain(secret);
  }
}

/** The mobile of the last message the fake lists at `GET /__fake/sent`, as e2e reads it. */
export async function lastListedMobile(fakeUrl: string): Promise<string | undefined> {
  const listed = (await (await fetch(`${fakeUrl}/__fake/sent`)).json()) as { mobile: string }[];
  return listed.at(-1)?.mobile;
}

/** The URL of a server that has closed: nothing listens there. */
export async function closedEndpoint(): Promise<string> {
  const closed = await startFakeServer(() => ({ status: 200 }));
  await closed.close();
  return closed.url;
}

/** Runs `use` with the endpoint of a server that accepts connections and never answers, and closes it after. */
export async function withSilentServer<T>(use: (endpoint: string) => Promise<T>): Promise<T> {
  const sockets: Socket[] = [];
  const silent: Server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  try {
    return await use(`http://127.0.0.1:${port}`);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
}

/** One real signed request of a driver, captured on its way: `send` delivers through the endpoint given. */
export async function captureRequest(
  send: (endpoint: string) => Promise<unknown>,
  answer: FakeAnswer,
): Promise<FakeRequest> {
  let captured: FakeRequest | undefined;
  const catcher = await startFakeServer((req) => {
    captured = req;
    return answer;
  });
  try {
    await send(catcher.url);
  } finally {
    await catcher.close();
  }
  if (!captured) throw new Error('the driver sent nothing');
  return captured;
}

/** Sends a request exactly as captured (its Host header too) and answers the company's status and body. */
export function replay<Body>(
  url: string,
  req: FakeRequest,
  change: Partial<FakeRequest> = {},
): Promise<{ status: number; body: Body }> {
  const r = { ...req, ...change };
  // Node frames the body again (the captured length would not fit a changed body).
  const { 'content-length': _length, 'transfer-encoding': _chunked, ...headers } = r.headers;
  return new Promise((resolve, reject) => {
    const out = httpRequest(new URL(r.url, url), { method: r.method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Body }));
    });
    out.on('error', reject);
    out.end(r.rawBody);
  });
}

/** One company's driver and fake, as `smsDriverFailures` needs them. */
export interface SmsDriverFailureTable<Options> {
  /** The driver pointed at the company's fake, with these options changed. */
  driver: (overrides?: Partial<Options>) => SmsDriver;
  /** What the fake has accepted so far. */
  sent: () => readonly unknown[];
  /** The real secret: in no error, and not in the driver serialised. */
  secret: string;
  /** A wrong secret (`overrides` sets it, `value` is it) and the code the company refuses it with. */
  wrongSecret: { name: string; overrides: Partial<Options>; value: string; code: string };
  /** An access key id the company does not know, and its code. */
  unknownId: { name: string; overrides: Partial<Options>; code: string };
  /** Numbers the fake refuses: what it answers, the refusal it must become, and what the message must name. */
  refusals: { mobile: string; answered: string; refusal: SmsRefusal; inMessage?: string }[];
  /** The driver's timeout against a server that never answers, and whether the number shows masked then. */
  timeout: { ms: number; masked: boolean };
}

/** The `it`s every company driver passes alike: credentials refused, the company's refusals, no answer. */
export function smsDriverFailures<Options extends { endpoint?: string; timeoutMs?: number }>(
  t: SmsDriverFailureTable<Options>,
): void {
  it(`is refused ${t.wrongSecret.code} under a wrong ${t.wrongSecret.name}: unavailable, and the ${t.wrongSecret.name} and code are in no message`, async () => {
    const before = t.sent().length;
    const err = await failure(t.driver(t.wrongSecret.overrides).deliver('15612345679', '135790'));
    expect(err.refusal).toBe('unavailable');
    expect(err.message).toContain(t.wrongSecret.code);
    expect(err.message).toContain('156****5679');
    expectNoneOf([t.wrongSecret.value, t.secret, '135790', '15612345679'], err);
    expect(t.sent()).toHaveLength(before);
    // Nor does the driver itself show it to a log that serialises it.
    expect(JSON.stringify(t.driver())).not.toContain(t.secret);
  });

  it(`is refused ${t.unknownId.code} for an unknown ${t.unknownId.name}: unavailable`, async () => {
    const err = await failure(t.driver(t.unknownId.overrides).deliver('15612345679', '135790'));
    expect(err.refusal).toBe('unavailable');
    expect(err.message).toContain(t.unknownId.code);
  });

  it.each(t.refusals)(
    'maps $mobile answered $answered to $refusal, and nothing counts as sent',
    async ({ mobile, refusal, inMessage }) => {
      const before = t.sent().length;
      const err = await failure(t.driver().deliver(mobile, '112233'));
      expect(err.refusal).toBe(refusal);
      if (inMessage !== undefined) expect(err.message).toContain(inMessage);
      expect(t.sent()).toHaveLength(before);
    },
  );

  it('answers unavailable when nothing listens, and when the company does not answer within the timeout', async () => {
    const closed = await closedEndpoint();
    const refused = await failure(t.driver({ endpoint: closed } as Partial<Options>).deliver('15612345671', '112233'));
    expect(refused.refusal).toBe('unavailable');

    // Accepts the connection and never answers.
    await withSilentServer(async (endpoint) => {
      const started = Date.now();
      const overrides = { endpoint, timeoutMs: t.timeout.ms } as Partial<Options>;
      const err = await failure(t.driver(overrides).deliver('15612345671', '112233'));
      expect(err.refusal).toBe('unavailable');
      if (t.timeout.masked) expect(err.message).toContain('156****5671');
      // The SDK's own message names the URL it posted to: neither the number nor the code may survive it.
      expect(err.message).not.toContain('15612345671');
      if (t.timeout.masked) expect(err.message).not.toContain('112233');
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
}
