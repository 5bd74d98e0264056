/**
 * What every fake shares: a node:http server on 127.0.0.1 whose handler gets the raw body, started on a
 * free port (or the one asked for) and closed with its open connections.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path and query as sent (`/v3/pay/transactions/native?x=1`). */
  url: string;
  headers: IncomingMessage['headers'];
  rawBody: Buffer;
}

export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** What a fake answers for a path it does not serve. */
export const NOT_FOUND: FakeAnswer = { status: 404, body: 'not found' };

export interface FakeServer {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export async function startFakeServer(
  handle: (request: FakeRequest) => Promise<FakeAnswer> | FakeAnswer,
  port = 0,
): Promise<FakeServer> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      Promise.resolve()
        .then(() =>
          handle({
            method: req.method ?? 'GET',
            url: req.url ?? '/',
            headers: req.headers,
            rawBody: Buffer.concat(chunks),
          }),
        )
        .then(
          (answer) => {
            res.writeHead(answer.status, answer.headers);
            res.end(answer.body ?? '');
          },
          (err: unknown) => {
            res.writeHead(500, { 'content-type': 'text/plain' });
            res.end(`fake failed: ${err instanceof Error ? err.message : String(err)}`);
          },
        );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
