import { REPORT_INFO_MAX } from '@bazaar/domain/constants';
import { useId, useState } from 'react';
import { Dialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast/toast-store';
import { reportWorks, useReportTypes } from '../api/report-works';
import styles from './report-dialog.module.css';

/** 举报作品 (docs/product.md §3 report: worksId, typeId, reportInfo ≤ 200). Loaded lazily with the first click. */
export function ReportDialog({ worksId, onClose }: { worksId: number; onClose: () => void }) {
  const types = useReportTypes(true);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [info, setInfo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const infoId = useId();

  const submit = async () => {
    if (typeId === null) return setError('请选择举报类型');
    if (!info.trim()) return setError('请填写举报说明');
    setError(null);
    setSending(true);
    const ok = await reportWorks(worksId, typeId, info.trim());
    setSending(false);
    if (ok) {
      toast.success('感谢你的举报，我们会尽快核实处理');
      onClose();
    }
  };

  return (
    <Dialog
      open
      title="举报作品"
      onClose={onClose}
      actions={{ confirm: '提交举报', onConfirm: () => void submit(), busy: sending }}
    >
      <fieldset className={styles.types}>
        <legend className={styles.label}>举报类型</legend>
        {types.isPending && <p className={styles.hint}>加载中…</p>}
        {(types.data ?? []).map((t) => (
          <label key={t.code} className={styles.type}>
            <input
              type="radio"
              name="report-type"
              value={t.code}
              checked={typeId === Number(t.code)}
              onChange={() => setTypeId(Number(t.code))}
            />
            {t.name}
          </label>
        ))}
      </fieldset>
      <label htmlFor={infoId} className={styles.label}>
        举报说明
      </label>
      <textarea
        id={infoId}
        className={styles.textarea}
        rows={4}
        maxLength={REPORT_INFO_MAX}
        placeholder="请描述问题，例如原作出处链接"
        value={info}
        onChange={(e) => setInfo(e.target.value)}
      />
      <div className={styles.foot}>
        <span className={styles.error} role="alert">
          {error}
        </span>
        <span className={styles.count}>
          {info.length}/{REPORT_INFO_MAX}
        </span>
      </div>
    </Dialog>
  );
}

export default ReportDialog;
