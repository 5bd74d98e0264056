import { useState, type FormEvent } from 'react';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUpdateUserInfo } from '../api/update-user-info';
import { checkNewPassword, checkPasswordConfirm, PASSWORD_MAX } from '../lib/account-rules';
import styles from './setting.module.css';
import button from '@/shared/ui/button.module.css';

/** 设置密码: 8-64 characters, typed twice; afterwards the password tab of /login works for this mobile. */
export function PasswordForm() {
  const update = useUpdateUserInfo();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password: string | null; confirm: string | null }>({
    password: null,
    confirm: null,
  });
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password: checkNewPassword(password),
      confirm: checkPasswordConfirm(password, confirm),
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setSaving(true);
    if (await update({ password })) {
      toast.success('密码设置成功');
      setPassword('');
      setConfirm('');
    }
    setSaving(false);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
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
          {saving ? '保存中…' : '设置密码'}
        </button>
      </div>
    </form>
  );
}
