import { useState, type ComponentProps, type FormEvent } from 'react';
import { useMobileField } from '@/shared/auth/use-mobile-field';
import { SmsCodeButton } from '@/shared/sms/sms-code-button';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUpdateUserInfo } from '../api/update-user-info';
import {
  checkNewPassword,
  checkPasswordConfirm,
  checkPasswordProof,
  PASSWORD_MAX,
} from '@bazaar/domain/rules/account-settings';
import styles from './setting.module.css';

/** A password input in the form-field frame, at most PASSWORD_MAX characters. */
function PasswordField(props: Omit<ComponentProps<typeof FormField>, 'type' | 'maxLength'>) {
  return <FormField type="password" maxLength={PASSWORD_MAX} {...props} />;
}

/**
 * 设置密码: 8-64 characters, typed twice; afterwards the password tab of /login works for this mobile.
 * Issue 22: changing a password needs the current one (原密码); an account without one proves itself with
 * an SMS code to its mobile. Either way the account's other sessions end.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const update = useUpdateUserInfo();
  const mobile = useMobileField();
  const [oldPassword, setOldPassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<'proof' | 'password' | 'confirm', string | null>>({
    proof: null,
    password: null,
    confirm: null,
  });
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = smsCode.trim();
    const next = {
      proof: checkPasswordProof(hasPassword, oldPassword, code),
      password: checkNewPassword(password),
      confirm: checkPasswordConfirm(password, confirm),
    };
    setErrors(next);
    if (next.proof || next.password || next.confirm) return;
    setSaving(true);
    if (await update(hasPassword ? { password, oldPassword } : { password, smsCode: code })) {
      toast.success(hasPassword ? '密码修改成功' : '密码设置成功');
      setOldPassword('');
      setSmsCode('');
      setPassword('');
      setConfirm('');
    }
    setSaving(false);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {hasPassword ? (
        <PasswordField
          label="原密码"
          name="oldPassword"
          autoComplete="current-password"
          placeholder="当前使用的密码"
          value={oldPassword}
          error={errors.proof}
          onChange={(e) => setOldPassword(e.target.value)}
        />
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
            label="验证码"
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="发送到本账号手机号的验证码"
            maxLength={6}
            value={smsCode}
            error={errors.proof}
            onChange={(e) => setSmsCode(e.target.value)}
            addon={<SmsCodeButton mobile={mobile.value} onCode={setSmsCode} />}
          />
        </>
      )}
      <PasswordField
        label="新密码"
        name="password"
        autoComplete="new-password"
        placeholder="8-64位字符"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordField
        label="确认密码"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder="再次输入新密码"
        value={confirm}
        error={errors.confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" className={styles.save} disabled={saving}>
          {saving ? '保存中…' : hasPassword ? '修改密码' : '设置密码'}
        </Button>
      </div>
    </form>
  );
}
