/** 完善需求并开放报名 (issue 7): the consultant completes a quick-published brief and opens it. */
import { TASK_PROPERTIES, TASK_PROPERTIES_NAME } from '@bazaar/domain/constants';
import type { FollowUp } from '@bazaar/domain/entities';
import { coverUrl } from '@bazaar/domain/format';
import { useState, type ChangeEvent } from 'react';
import { useCategories } from '@/shared/categories/get-categories';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { UPLOAD_FAILED, uploadForm } from '@/shared/uploads/upload-form';
import { useOpenTask } from '../api/follow-ups';
import {
  checkOpenTaskForm,
  initialOpenTaskForm,
  toOpenTaskInput,
  type OpenTaskErrors,
  type OpenTaskForm,
} from '../lib/open-task-form';
import styles from './admin.module.css';

const KINDS = [TASK_PROPERTIES.normal, TASK_PROPERTIES.ipad, TASK_PROPERTIES.enterprise];

export function OpenTaskDialog({ item, onClose }: { item: FollowUp; onClose: () => void }) {
  const [form, setForm] = useState<OpenTaskForm>(() => initialOpenTaskForm(item, Date.now()));
  const [errors, setErrors] = useState<OpenTaskErrors>({});
  const categories = useCategories();
  const open = useOpenTask();
  const [uploading, setUploading] = useState(false);

  /** The cover goes through the same upload call (and type and size checks) as work images. */
  async function uploadCover(file: File) {
    const body = new FormData();
    body.append('files', file, file.name);
    setUploading(true);
    const result = await uploadForm('upload', body, () => undefined);
    setUploading(false);
    const url = result.ok ? result.data[0]?.callbackResult : undefined;
    if (url) setForm((f) => ({ ...f, cover: url }));
    else toast.error(result.ok ? UPLOAD_FAILED : result.message);
  }

  const set =
    (key: keyof OpenTaskForm) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setForm((f) => ({ ...f, [key]: event.target.value }));

  async function submit() {
    const found = checkOpenTaskForm(form, Date.now());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await open.mutateAsync(toOpenTaskInput(item.task.orderId, form))) {
      toast.success('需求已完善，任务已开放报名');
      onClose();
    }
  }

  return (
    <Dialog
      open
      title="完善需求并开放报名"
      onClose={onClose}
      actions={{ confirm: '开放报名', onConfirm: () => void submit(), busy: open.isPending, disabled: uploading }}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField
          label="任务名称"
          value={form.taskName}
          onChange={set('taskName')}
          error={errors.taskName}
          maxLength={20}
        />
        <div className={styles.formRow}>
          <FormField
            label="任务预算（元）"
            inputMode="decimal"
            value={form.taskAmount}
            onChange={set('taskAmount')}
            error={errors.taskAmount}
          />
          <FormField
            label="报名人数上限"
            inputMode="numeric"
            value={form.maxOrderApplyCount}
            onChange={set('maxOrderApplyCount')}
            error={errors.maxOrderApplyCount}
          />
        </div>
        <div className={styles.formRow}>
          <label className={styles.select}>
            <span>分类</span>
            <select
              value={form.categoryId}
              onChange={set('categoryId')}
              aria-invalid={errors.categoryId ? true : undefined}
            >
              <option value="">请选择分类</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.categoryId} value={c.categoryId}>
                  {c.categoryName}
                </option>
              ))}
            </select>
            <small role={errors.categoryId ? 'alert' : undefined}>{errors.categoryId ?? '\u00a0'}</small>
          </label>
          <label className={styles.select}>
            <span>任务类型</span>
            <select value={form.taskProperties} onChange={set('taskProperties')}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {TASK_PROPERTIES_NAME[k]}
                </option>
              ))}
            </select>
            <small role={errors.taskProperties ? 'alert' : undefined}>{errors.taskProperties ?? '\u00a0'}</small>
          </label>
        </div>
        <div className={styles.cover}>
          {form.cover ? (
            <img src={coverUrl(form.cover)} alt="任务封面" width={120} height={90} />
          ) : (
            <span className={styles.coverEmpty}>未上传时按分类配图</span>
          )}
          <label className={styles.coverPick}>
            <span>{uploading ? '上传中…' : form.cover ? '更换封面' : '上传封面'}</span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-label="任务封面"
              disabled={uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void uploadCover(file);
              }}
            />
          </label>
        </div>
        <FormField
          label="报名截止日期"
          type="date"
          value={form.deadline}
          onChange={set('deadline')}
          error={errors.deadline}
        />
        <label className={styles.textarea}>
          <span>需求描述</span>
          <textarea
            rows={5}
            value={form.description}
            onChange={set('description')}
            placeholder="风格、用途、尺寸、交付格式、参考案例……"
            aria-invalid={errors.description ? true : undefined}
          />
          <small role={errors.description ? 'alert' : undefined}>{errors.description ?? '\u00a0'}</small>
        </label>
      </form>
    </Dialog>
  );
}
