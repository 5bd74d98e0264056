/** The /join application form (issue 8): checked here, then on the server with the same messages (@bazaar/react/join-form). */
import { JOIN_CATEGORIES_LEGEND, useJoinForm } from '@bazaar/react/join-form';
import type { JoinForm } from '@bazaar/domain/rules/join-form';
import { Link } from 'react-router';
import { useCategories } from '@/shared/categories/get-categories';
import { FieldMessage, FormField } from '@/shared/ui/form-field';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast/toast-store';
import { useApply } from '../api/join-api';
import { SamplesField } from './samples-field';
import styles from './join.module.css';
import * as paths from '@/shared/lib/page-paths';

export function JoinFormView({ initial, resubmit }: { initial: JoinForm; resubmit: boolean }) {
  const categories = useCategories();
  const apply = useApply();
  const join = useJoinForm(initial, {
    apply: async (input) => (await apply.mutateAsync(input)).success,
    submitted: toast.success,
    showFirstError: () =>
      document.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.scrollIntoView({ block: 'center' }),
  });
  const { label: yearsLabel, placeholder, options, error: yearsError, ...years } = join.years;
  const { label: experienceLabel, counter, error: experienceError, ...experience } = join.experience;

  return (
    <form className={styles.form} onSubmit={join.submit} noValidate aria-label="设计师入驻申请">
      <h2 className={styles.formTitle}>{resubmit ? '修改后重新提交' : '填写入驻申请'}</h2>
      <div className={styles.row}>
        <FormField {...join.text('realName')} />
        <FormField {...join.text('mobile')} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>
          {JOIN_CATEGORIES_LEGEND.label} <span className={styles.labelHint}>{JOIN_CATEGORIES_LEGEND.hint}</span>
        </legend>
        <div className={styles.chips}>
          {(categories.data ?? []).map((c) => (
            <label key={c.categoryId} className={styles.chip}>
              <input type="checkbox" {...join.category(c.categoryId)} />
              <span>{c.categoryName}</span>
            </label>
          ))}
        </div>
        <FieldMessage error={join.errors.categoryIds} />
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={years.id}>
          {yearsLabel}
        </label>
        <select {...years} className={styles.select} aria-invalid={yearsError ? true : undefined}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((y) => (
            <option key={y.code} value={y.code}>
              {y.name}
            </option>
          ))}
        </select>
        <FieldMessage error={yearsError} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={experience.id}>
          {experienceLabel}
        </label>
        <textarea {...experience} className={styles.textarea} aria-invalid={experienceError ? true : undefined} />
        <FieldMessage error={experienceError} hint={counter} />
      </div>
      <SamplesField {...join.samples} />
      <FormField {...join.text('portfolioUrl')} />
      <div className={styles.field}>
        <label className={styles.agree}>
          <input
            type="checkbox"
            checked={join.agree.checked}
            aria-invalid={join.agree.error ? true : undefined}
            onChange={join.agree.onChange}
          />
          <span>
            我已阅读并同意
            <Link to={paths.entryRules} target="_blank">
              《入驻规则》
            </Link>
          </span>
        </label>
        <FieldMessage error={join.agree.error} />
      </div>
      <Button type="submit" variant="primary" size="large" className={styles.submit} disabled={join.busy}>
        {join.submitLabel}
      </Button>
    </form>
  );
}
