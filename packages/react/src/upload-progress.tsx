/**
 * An upload's progress, the same on both sites (issue 35): a fraction 0..1 as a whole percent, the words a busy
 * upload button says, and the bar with its percent (the clip upload's). Each site gives the classes.
 */

/** 0..1 → a whole percent. */
export const uploadPercent = (progress: number): number => Math.round(progress * 100);

/** A pick button's words: `上传中 N%` while an upload runs (`progress` not null), else its own. */
export const uploadingWords = (progress: number | null, idle: string): string =>
  progress === null ? idle : `上传中 ${uploadPercent(progress)}%`;

/** A labelled progress bar with its percent beside it. */
export function UploadProgress({ progress, className }: { progress: number; className?: string }) {
  return (
    <div className={className}>
      <progress max={1} value={progress} aria-label="上传进度" />
      <span>{uploadPercent(progress)}%</span>
    </div>
  );
}

/** A drawn bar's accessible props (a work image's tile): role progressbar, its name and the percent 0-100. */
export const progressbarProps = (label: string, progress: number) =>
  ({
    role: 'progressbar',
    'aria-label': label,
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-valuenow': uploadPercent(progress),
  }) as const;
