/**
 * 快速发布 · 顾问二维码 (issue 22): the console's form of the consultant QR setting — the code as the
 * success dialog shows it, an upload that replaces it (the site shows same-origin images only, so the code
 * is uploaded rather than linked), and the line under it. Checked by the domain's `checkPositionItems`, as
 * the api checks the draft.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { uploadForm } from '@/shared/uploads/upload-form';
import { Button } from '@/shared/ui/button';
import type { RawBlock } from './block-editor';
import styles from './admin-cms.module.css';
import { uploadingWords } from '@bazaar/react/upload-progress';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export function ConsultantQrEditor({ item, onChange }: { item: RawBlock; onChange: (item: RawBlock) => void }) {
  const file = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const cover = text(item.cover);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setUploadError(null);
    setProgress(0);
    const form = new FormData();
    form.append('files', chosen);
    const result = await uploadForm('upload', form, setProgress);
    setProgress(null);
    const url = result.ok ? result.data[0]?.callbackResult : undefined;
    if (url) onChange({ ...item, cover: url });
    else setUploadError(result.ok ? '上传失败，请重试' : result.message);
  };

  return (
    <article className={`${styles.block} ${styles.qrSetting}`} aria-label="顾问二维码">
      <div className={styles.qrPreview}>
        {cover ? (
          <img src={cover} alt="当前的顾问二维码" width={160} height={160} />
        ) : (
          <span className={styles.muted}>尚未设置二维码</span>
        )}
      </div>
      <div className={styles.qrFields}>
        <p className={styles.muted}>
          发布任务成功后的弹窗里展示这个二维码，雇主扫码添加平台顾问的企业微信。请上传清晰的方形二维码图片（PNG、JPEG 或
          WebP）。
        </p>
        <div className={styles.searchRow}>
          <Button variant="primary" disabled={progress !== null} onClick={() => file.current?.click()}>
            {uploadingWords(progress, cover ? '更换二维码图片' : '上传二维码图片')}
          </Button>
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label="二维码图片文件"
            hidden
            onChange={(e) => void upload(e)}
          />
        </div>
        {uploadError && (
          <p className={styles.error} role="alert">
            {uploadError}
          </p>
        )}
        <label className={styles.field}>
          <span className={styles.fieldLabel}>二维码下方的说明</span>
          <input
            className={styles.input}
            value={text(item.title)}
            maxLength={40}
            placeholder="微信扫码添加顾问，沟通更快（客服时间 周一至周五 9:30-18:30）"
            onChange={(e) => onChange({ ...item, title: e.target.value || undefined })}
          />
        </label>
      </div>
    </article>
  );
}
