/**
 * docs/product.md §4: the SMS button counts down 60 s and stays disabled meanwhile. The reducer keeps the deadline,
 * not a counter, so a throttled background tab still ends on time; `tick` recomputes from the clock.
 */
import { SMS_COUNTDOWN_SECONDS } from '@bazaar/domain/constants';

export interface SmsCountdownState {
  /** A request is in flight (the button is disabled, no countdown yet). */
  sending: boolean;
  /** Epoch ms when the countdown ends; null when none runs. */
  endsAt: number | null;
  /** Whole seconds left (0 when none runs). */
  seconds: number;
}

export type SmsCountdownAction =
  | { type: 'send' }
  | { type: 'sent'; now: number }
  | { type: 'failed' }
  | { type: 'tick'; now: number }
  /** A countdown started by an earlier button for the same number (a dialog closed and opened again). */
  | { type: 'resume'; endsAt: number; now: number };

export const initialSmsCountdown: SmsCountdownState = { sending: false, endsAt: null, seconds: 0 };

/** When a countdown started at `now` ends. */
export const countdownEnd = (now: number): number => now + SMS_COUNTDOWN_SECONDS * 1000;

const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

export function smsCountdownReducer(state: SmsCountdownState, action: SmsCountdownAction): SmsCountdownState {
  switch (action.type) {
    case 'send':
      return state.sending || state.seconds > 0 ? state : { ...state, sending: true };
    case 'sent':
      return { sending: false, endsAt: countdownEnd(action.now), seconds: SMS_COUNTDOWN_SECONDS };
    case 'failed':
      // No code was sent: the user may try again at once.
      return { ...state, sending: false };
    case 'resume': {
      const seconds = secondsLeft(action.endsAt, action.now);
      if (seconds === 0 || state.sending) return state;
      return { sending: false, endsAt: action.endsAt, seconds };
    }
    case 'tick': {
      if (state.endsAt === null) return state;
      const seconds = secondsLeft(state.endsAt, action.now);
      if (seconds === 0) return { ...state, endsAt: null, seconds: 0 };
      return seconds === state.seconds ? state : { ...state, seconds };
    }
  }
}

/** The button's label: 获取验证码, or "60秒后重新获取" while counting down. */
export function smsButtonLabel(state: SmsCountdownState): string {
  if (state.seconds > 0) return `${state.seconds}秒后重新获取`;
  return state.sending ? '发送中…' : '获取验证码';
}
