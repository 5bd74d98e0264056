import { useRef, useState, type FormEvent } from 'react';
import { checkSmsCode } from '@bazaar/domain/rules';
import { SmsCodeButton } from '@/shared/sms/sms-code-button';
import { FormField } from '@/shared/ui/form-field';
import { useMobileField } from '@/shared/auth/use-mobile-field';
import styles from './login.module.css';

interface SmsLoginFormProps {
  submitLabel: string;
  onSubmit: (mobile: string, smsCode: string) => Promise<void>;
}

/** Mobile + SMS code (docs/product.md §3 login form): the SMS login and the third-party binding both use it. */
export function SmsLoginForm({ submitLabel, onSubmit }: SmsLoginFormProps) {
  const mobile = useMobileField();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // docs/product.md §5: mobile on blur and on submit, the code on submit.
    const mobileError = mobile.validate();
    const smsError = checkSmsCode(code);
    setCodeError(smsError);
    if (mobileError) return mobileRef.current?.focus();
    if (smsError) return codeRef.current?.focus();
    setSubmitting(true);
    try {
      await onSubmit(mobile.value, code.trim());
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField ref={mobileRef} label="手机号" name="mobile" type="tel" error={mobile.error} {...mobile.inputProps} />
      <FormField
        ref={codeRef}
        label="验证码"
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="请输入短信验证码"
        value={code}
        error={codeError}
        onChange={(e) => {
          setCode(e.target.value);
          if (codeError && checkSmsCode(e.target.value) === null) setCodeError(null);
        }}
        addon={
          <SmsCodeButton
            mobile={mobile.value}
            onCode={(received) => {
              // docs/product.md §7: a code in the response (dev driver) is filled in and validated.
              setCode(received);
              setCodeError(checkSmsCode(received));
            }}
          />
        }
      />
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? '请稍候…' : submitLabel}
      </button>
    </form>
  );
}
