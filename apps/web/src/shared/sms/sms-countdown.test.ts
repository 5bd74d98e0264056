import { describe, expect, it } from 'vitest';
import { initialSmsCountdown, smsButtonLabel, smsCountdownReducer as reduce } from './sms-countdown';

const T0 = 1_700_000_000_000;

describe('smsCountdownReducer (docs/product.md §4: 60 s countdown, disabled meanwhile)', () => {
  it('starts at 60 seconds once the code was sent', () => {
    const sending = reduce(initialSmsCountdown, { type: 'send' });
    expect(sending.sending).toBe(true);
    expect(smsButtonLabel(sending)).toBe('发送中…');
    const sent = reduce(sending, { type: 'sent', now: T0 });
    expect(sent).toEqual({ sending: false, endsAt: T0 + 60_000, seconds: 60 });
    expect(smsButtonLabel(sent)).toBe('60秒后重新获取');
  });

  it('counts down from the clock, so a late tick still shows the right second', () => {
    const sent = reduce(initialSmsCountdown, { type: 'sent', now: T0 });
    expect(reduce(sent, { type: 'tick', now: T0 + 1_000 }).seconds).toBe(59);
    expect(reduce(sent, { type: 'tick', now: T0 + 1_001 }).seconds).toBe(59);
    expect(reduce(sent, { type: 'tick', now: T0 + 30_500 }).seconds).toBe(30);
    expect(smsButtonLabel(reduce(sent, { type: 'tick', now: T0 + 59_000 }))).toBe('1秒后重新获取');
  });

  it('ends at 60 s and offers 获取验证码 again', () => {
    const sent = reduce(initialSmsCountdown, { type: 'sent', now: T0 });
    const done = reduce(sent, { type: 'tick', now: T0 + 60_000 });
    expect(done).toEqual(initialSmsCountdown);
    expect(smsButtonLabel(done)).toBe('获取验证码');
    // A tick with no countdown running changes nothing.
    expect(reduce(done, { type: 'tick', now: T0 + 99_000 })).toBe(done);
  });

  it('keeps the same state object when the second has not changed (no re-render)', () => {
    const sent = reduce(initialSmsCountdown, { type: 'sent', now: T0 });
    expect(reduce(sent, { type: 'tick', now: T0 + 200 })).toBe(sent);
  });

  it('ignores a second send while sending or counting down', () => {
    const sending = reduce(initialSmsCountdown, { type: 'send' });
    expect(reduce(sending, { type: 'send' })).toBe(sending);
    const sent = reduce(sending, { type: 'sent', now: T0 });
    expect(reduce(sent, { type: 'send' })).toBe(sent);
  });

  it('resumes a countdown an earlier button started for the number, unless it has ended', () => {
    const resumed = reduce(initialSmsCountdown, { type: 'resume', endsAt: T0 + 60_000, now: T0 + 31_000 });
    expect(resumed).toEqual({ sending: false, endsAt: T0 + 60_000, seconds: 29 });
    expect(smsButtonLabel(resumed)).toBe('29秒后重新获取');
    expect(reduce(initialSmsCountdown, { type: 'resume', endsAt: T0 + 60_000, now: T0 + 60_000 })).toBe(
      initialSmsCountdown,
    );
  });

  it('lets the user retry at once when sending failed', () => {
    const failed = reduce(reduce(initialSmsCountdown, { type: 'send' }), { type: 'failed' });
    expect(failed).toEqual(initialSmsCountdown);
    expect(smsButtonLabel(failed)).toBe('获取验证码');
  });
});
