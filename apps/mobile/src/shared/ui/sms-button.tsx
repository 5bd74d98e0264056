/**
 * 获取验证码 (docs/product.md §4/§5/§7): checks the number first (its message goes to `onInvalid`), sends the code,
 * then counts down 60 s. The development SMS driver answers the code, and `onCode` fills it in. Shared by the
 * login page, the password form and the quick-publish sheet.
 */
import { useEffect, useState } from 'react';
import { SMS_COUNTDOWN_SECONDS } from '@bazaar/domain/constants';
import { checkMobile } from '@bazaar/domain/rules';
import { call } from '@/shared/api';
import { toast } from '@/shared/toast';

interface SmsButtonProps {
  mobile: string;
  onCode: (code: string) => void;
  onInvalid: (message: string | null) => void;
}

export function SmsButton({ mobile, onCode, onInvalid }: SmsButtonProps) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const problem = checkMobile(mobile);
    onInvalid(problem);
    if (problem) return;
    setSending(true);
    const result = await call('sendSmsCode', { mobile });
    setSending(false);
    if (!result.success) return;
    setLeft(SMS_COUNTDOWN_SECONDS);
    toast.info('验证码已发送');
    if (result.data) onCode(result.data);
  };
  return (
    <button
      type="button"
      className="m-button m-button-ghost m-code-button"
      disabled={left > 0 || sending}
      onClick={send}
    >
      {left > 0 ? `${left}s 后重发` : '获取验证码'}
    </button>
  );
}
