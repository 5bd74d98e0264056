import type { WorkDetail } from '@bazaar/domain/entities';
import { useCategories } from '@/shared/categories/get-categories';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { Button } from '@/shared/ui/button';
import { useSaveWorks } from '../api/save-works';
import { useWorkEditor } from '@bazaar/react/work-editor';
import { DescriptionField } from './description-field';
import { ChoiceGroup, SelectField } from './choice-fields';
import { ImagesField } from './images-field';
import { useImageSlots } from './use-image-slots';
import styles from './work-editor.module.css';

interface WorkEditorProps {
  /** The saved work when editing; null for a new one. */
  work: WorkDetail | null;
  onDone: (saved: boolean) => void;
}

/** 上传作品 / 编辑作品: title, category, type and sub-type, description, 1–9 images. */
export function WorkEditor({ work, onDone }: WorkEditorProps) {
  const categories = useCategories();
  const save = useSaveWorks();
  const images = useImageSlots(work?.images ?? []);
  const { fields, change, titleField, choice, errors, busy, submit, form, submitLabel } = useWorkEditor({
    work,
    images,
    invalid: '[aria-invalid="true"], [data-invalid] button:not(:disabled)',
    save: async (draft) => {
      if ((await save(draft)) === null) return false;
      toast.success(work ? '作品已保存' : '作品已发布');
      return true;
    },
    onSaved: () => onDone(true),
  });
  const { categoryId, description } = fields;

  return (
    <form ref={form} className={styles.editor} onSubmit={submit} noValidate aria-label={work ? '编辑作品' : '上传作品'}>
      <div className={styles.columns}>
        <div className={styles.main}>
          <ImagesField
            slots={images.slots}
            error={errors.images}
            onAdd={(files) => void images.add(files)}
            onRemove={images.remove}
            onMove={images.shift}
          />
        </div>
        <div className={styles.side}>
          <FormField {...titleField} />
          <SelectField
            label="作品分类"
            value={categoryId}
            error={errors.categoryId}
            placeholder={categories.isPending ? '分类加载中…' : '请选择分类'}
            options={(categories.data ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName }))}
            onChange={(value) => change({ key: 'categoryId', value })}
          />
          <ChoiceGroup {...choice('worksType')} />
          <ChoiceGroup {...choice('worksSubType')} />
          <DescriptionField
            value={description}
            error={errors.description}
            onChange={(value) => change({ key: 'description', value })}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <Button size="large" onClick={() => onDone(false)}>
          取消
        </Button>
        <Button type="submit" variant="primary" size="large" className={styles.submit} disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
