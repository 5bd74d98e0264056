/**
 * What the login fakes share (wechat-oauth.ts, qq-oauth.ts): the test person who approves at once, and the
 * browser leg that sends them back to the app's redirect_uri with a code.
 */
import type { FakeAnswer } from './http';

export interface TestPerson {
  /** Who approves now. */
  current(): string;
  /** Who approves the next logins (any string names a test person). */
  approveAs(person: string): void;
}

/** The test person, `alice` until `approveAs` names another. */
export function testPerson(): TestPerson {
  let person = 'alice';
  return {
    current: () => person,
    approveAs(who: string) {
      person = who;
    },
  };
}

/**
 * The approval as a phone or browser would give it: a redirect to `redirectUri` with a new code and the
 * state, or `refused` when redirectUri is not a URL (then no code is issued).
 */
export function redirectWithCode(
  redirectUri: string,
  state: string,
  issueCode: () => string,
  refused: FakeAnswer,
): FakeAnswer {
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    return refused;
  }
  target.searchParams.set('code', issueCode());
  target.searchParams.set('state', state);
  return { status: 302, headers: { location: target.href } };
}
