import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { sessionQuery } from '@/shared/session/session-store';
import { SmsCodeButton } from '@/shared/sms/sms-code-button';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUpdateUserInfo } from '../api/update-user-info';
import { checkNewPassword, checkPasswordConfirm, PASSWORD_MAX } from '../lib/account-rules';
import styles from './setting.module.css';
import button from '@/shared/ui/button.module.css';

/**
 * 设置密码: 8-64 characters, typed twice; afterwards the password tab of /login works for this mobile.
 * Issue 22: changing a password needs the current one (原密码); an account without one proves itself with
 * an SMS code to its mobile. Either way the account's other sessions end.
 */
export function PasswordForm() {
  const update = useUpdateUserInfo();
  const { data: info } = useQuery(sessionQuery);
  const hasPassword = info?.hasPassword ?? true;
  const [oldPassword, setOldPassword] = useState('');
  const [mobile, setMobile] = useState('');
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
    const next = {
      proof: hasPassword ? (oldPassword ? null : '请输入原密码') : smsCode.trim() ? null : '请输入验证码',
      password: checkNewPassword(password),
      confirm: checkPasswordConfirm(password, confirm),
    };
    setErrors(next);
    if (next.proof || next.password || next.confirm) return;
    setSaving(true);
    if (await update(hasPassword ? { password, oldPassword } : { password, smsCode: smsCode.trim() })) {
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
        <FormField
          label="原密码"
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          placeholder="当前使用的密码"
          maxLength={PASSWORD_MAX}
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
            autoComplete="tel"
            placeholder="本账号的手机号"
            maxLength={11}
            value={mobile}
            onChange={(e) => setMobile(e.target.value.trim())}
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
            addon={<SmsCodeButton mobile={mobile} onCode={setSmsCode} />}
          />
        </>
      )}
      <FormField
        label="新密码"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder="8-64位字符"
        maxLength={PASSWORD_MAX}
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormField
        label="确认密码"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        placeholder="再次输入新密码"
        maxLength={PASSWORD_MAX}
        value={confirm}
        error={errors.confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <div className={styles.actions}>
        <button type="submit" className={`${button.button} ${button.primary} ${styles.save}`} disabled={saving}>
          {saving ? '保存中…' : hasPassword ? '修改密码' : '设置密码'}
        </button>
      </div>
    </form>
  );
}
