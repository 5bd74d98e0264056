import { useNicknameForm } from '@bazaar/react/account-settings';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUpdateUserInfo } from '../api/update-user-info';
import styles from './setting.module.css';

/** 基本资料 (`@bazaar/react/account-settings`, the phone's too). */
export function NicknameForm({ current }: { current: string | null }) {
  const update = useUpdateUserInfo();
  const form = useNicknameForm(current, { update, saved: (message) => toast.success(message) });
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      <FormField {...form.field} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" className={styles.save} disabled={form.saving}>
          {form.submitLabel}
        </Button>
      </div>
    </form>
  );
}
