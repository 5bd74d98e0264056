import { usePasswordForm } from '@bazaar/react/account-settings';
import { useMobileField } from '@/shared/auth/use-mobile-field';
import { SmsCodeButton } from '@/shared/sms/sms-code-button';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUpdateUserInfo } from '../api/update-user-info';
import styles from './setting.module.css';

/**
 * 设置密码: 8-64 characters, typed twice; afterwards the password tab of /login works for this mobile.
 * Issue 22: changing a password needs the current one (原密码); an account without one proves itself with
 * an SMS code to its mobile. Either way the account's other sessions end. The form is
 * `@bazaar/react/account-settings`'s (the phone's too).
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const update = useUpdateUserInfo();
  const mobile = useMobileField();
  const form = usePasswordForm(hasPassword, { update, saved: (message) => toast.success(message) });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      {hasPassword ? (
        <FormField {...form.field('oldPassword')} />
      ) : (
        <>
          <FormField
            label="手机号"
            name="mobile"
            type="tel"
            error={mobile.error}
            {...mobile.inputProps}
            placeholder="本账号的手机号"
          />
          <FormField
            {...form.field('smsCode')}
            addon={<SmsCodeButton mobile={mobile.value} onCode={form.codeReceived} />}
          />
        </>
      )}
      <FormField {...form.field('password')} />
      <FormField {...form.field('confirm')} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" className={styles.save} disabled={form.saving}>
          {form.submitLabel}
        </Button>
      </div>
    </form>
  );
}
