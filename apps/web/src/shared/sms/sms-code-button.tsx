import { useEffect, useReducer } from 'react';
import { canRequestSmsCode } from '@bazaar/domain/rules';
import { callApi } from '../api/client';
import { toast } from '../ui/toast/toast-store';
import { countdownEnd, initialSmsCountdown, smsButtonLabel, smsCountdownReducer } from './sms-countdown';
import styles from './sms-code-button.module.css';

/** When each number's countdown ends, kept for the page's life (see the resume effect). */
const countdowns = new Map<string, number>();

/**
 * 获取验证码 (docs/product.md §4/§5/§7): enabled only for a valid mobile with no countdown running; 60 s countdown
 * after a successful send. When the response carries the code (the dev SMS driver) `onCode` receives it,
 * so the form fills and validates the field. Shared: the login forms and the quick-publish dialog use it.
 */
export function SmsCodeButton({ mobile, onCode }: { mobile: string; onCode: (code: string) => void }) {
  const [state, dispatch] = useReducer(smsCountdownReducer, initialSmsCountdown);

  // A countdown outlives the button: closing and reopening the quick-publish dialog, or typing the number
  // again, resumes the one this number started (the server would refuse a second code anyway).
  useEffect(() => {
    const endsAt = countdowns.get(mobile);
    if (endsAt !== undefined) dispatch({ type: 'resume', endsAt, now: Date.now() });
  }, [mobile]);

  useEffect(() => {
    if (state.endsAt === null) return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 250);
    return () => clearInterval(timer);
  }, [state.endsAt]);

  const enabled = !state.sending && canRequestSmsCode(mobile, state.seconds);

  const send = async () => {
    if (!enabled) return;
    dispatch({ type: 'send' });
    // Failures (rate limits, bad mobile) are shown by the API client's error toast.
    const result = await callApi('sendSmsCode', { mobile });
    if (!result.success) {
      dispatch({ type: 'failed' });
      return;
    }
    const now = Date.now();
    countdowns.set(mobile, countdownEnd(now));
    dispatch({ type: 'sent', now });
    toast.success('验证码已发送');
    if (typeof result.data === 'string' && result.data) onCode(result.data);
  };

  return (
    <button type="button" className={styles.button} disabled={!enabled} onClick={send}>
      {smsButtonLabel(state)}
    </button>
  );
}
