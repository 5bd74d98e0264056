import { useState, type FormEvent } from 'react';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUpdateUserInfo } from '../api/update-user-info';
import { checkNickName, NICKNAME_MAX } from '@bazaar/domain/rules/account-settings';
import styles from './setting.module.css';
import { Button } from '@/shared/ui/button';

export function NicknameForm({ current }: { current: string | null }) {
  const update = useUpdateUserInfo();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = checkNickName(value);
    setError(message);
    if (message) return;
    setSaving(true);
    if (await update({ nickName: value.trim() })) toast.success('昵称已更新');
    setSaving(false);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField
        label="昵称"
        name="nickName"
        autoComplete="nickname"
        placeholder="给自己起个名字吧"
        maxLength={NICKNAME_MAX}
        value={value}
        error={error}
        hint={`1-${NICKNAME_MAX}个字，将显示在顶栏和您的主页上`}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => error && setError(checkNickName(value))}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" className={styles.save} disabled={saving}>
          {saving ? '保存中…' : '保存昵称'}
        </Button>
      </div>
    </form>
  );
}
