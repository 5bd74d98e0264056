import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/shared/ui/form-field';
import { useMobileField } from '@/shared/auth/use-mobile-field';
import styles from './login.module.css';

const PASSWORD_REQUIRED = '请输入密码';

/** docs/product.md §5: mobile + password (the mobile is the username of the form login, docs/product.md §7). */
export function PasswordLoginForm({ onSubmit }: { onSubmit: (mobile: string, password: string) => Promise<void> }) {
  const mobile = useMobileField();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mobileError = mobile.validate();
    const missing = password ? null : PASSWORD_REQUIRED;
    setPasswordError(missing);
    if (mobileError) return mobileRef.current?.focus();
    if (missing) return passwordRef.current?.focus();
    setSubmitting(true);
    try {
      await onSubmit(mobile.value, password);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField
        ref={mobileRef}
        label="手机号"
        name="username"
        type="tel"
        error={mobile.error}
        {...mobile.inputProps}
      />
      <FormField
        ref={passwordRef}
        label="密码"
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder="请输入密码"
        maxLength={64}
        value={password}
        error={passwordError}
        onChange={(e) => {
          setPassword(e.target.value);
          if (e.target.value) setPasswordError(null);
        }}
      />
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? '请稍候…' : '登录'}
      </button>
    </form>
  );
}
