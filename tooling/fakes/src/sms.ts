/**
 * What the SMS fakes share (aliyun-sms.ts, tencent-sms.ts): reading a request's header, the SHA-256 both
 * companies' signatures hash with, and the messages a fake accepted and the refusals a test sets.
 */
import { createHash } from 'node:crypto';
import type { FakeRequest, FakeServer } from './http';

export interface SmsFake<Sent, Refusal> extends FakeServer {
  sent(): Sent[];
  /** From now on, answers `refusal` for `mobile` instead of sending (or sends again with `null`). */
  refuse(mobile: string, refusal: Refusal | null): void;
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** A header as one string (repeated ones joined with commas), or undefined. */
export function header(request: FakeRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** The started server with what it recorded in `sent` and the `refusals` it answers (both its handler's). */
export function smsFake<Sent, Refusal>(
  server: FakeServer,
  sent: Sent[],
  refusals: Map<string, Refusal>,
): SmsFake<Sent, Refusal> {
  return {
    ...server,
    sent: () => [...sent],
    refuse(mobile, refusal) {
      if (refusal === null) refusals.delete(mobile);
      else refusals.set(mobile, refusal);
    },
  };
}
