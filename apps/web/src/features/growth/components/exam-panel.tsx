import { formatDate } from '@bazaar/domain/format';
import { EXAM_INFO, EXAM_RETAKE_DAYS, type ExamType } from '@bazaar/domain/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast/toast-store';
import { uploadAnswer, useExamAction, useExamResult, type ExamResult } from '../api/growth-api';
import { formatLeft } from '../lib/growth-view';
import styles from './growth.module.css';
import * as paths from '@/shared/lib/page-paths';
import { uploadingWords } from '@bazaar/react/upload-progress';

/** Ticks every second; the deadline is the server's, offset by the server-vs-browser clock difference. */
function useLeft(deadlineAt: string | null, offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadlineAt) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [deadlineAt]);
  return deadlineAt ? Date.parse(deadlineAt) - (now + offsetMs) : 0;
}

/** The exam of one type (issue 9): the brief, start (the clock runs on the server), upload, submit, wait. */
export function ExamPanel({ type }: { type: ExamType }) {
  const info = EXAM_INFO[type];
  const result = useExamResult(type);
  if (result.isPending) return <Skeleton style={{ height: 260, borderRadius: 8 }} />;
  if (!result.data) return <p className={styles.muted}>测评信息加载失败，请刷新重试。</p>;
  const data = result.data;
  const offset = Date.parse(data.now) - result.dataUpdatedAt;
  return (
    <section className={`${styles.card} ${styles.stack}`} aria-label={`${info.name}测评`}>
      <div className={styles.between}>
        <h2 className={styles.tileTitle}>
          {info.name}测评 · 限时 {info.minutes} 分钟
        </h2>
        <span className={styles.muted}>每种测评{EXAM_RETAKE_DAYS}天内可参加一次</span>
      </div>
      <p className={styles.brief}>{info.brief}</p>
      {data.current?.status === 'inProgress' ? (
        <AnswerForm type={type} deadlineAt={data.current.deadlineAt} offset={offset} />
      ) : data.current?.status === 'pending' ? (
        <Pending result={data} />
      ) : (
        <StartBlock type={type} nextAvailableAt={data.nextAvailableAt} />
      )}
    </section>
  );
}

function StartBlock({ type, nextAvailableAt }: { type: ExamType; nextAvailableAt: string | null }) {
  const action = useExamAction(type);
  if (nextAvailableAt) {
    return (
      <p className={styles.muted} role="status">
        你已参加过本类测评，{formatDate(nextAvailableAt)}之后可以再次参加。
      </p>
    );
  }
  return (
    <div className={styles.row}>
      <Button
        variant="primary"
        size="large"
        disabled={action.isPending}
        onClick={() => action.mutate({ action: 'start' })}
      >
        开始测评
      </Button>
      <span className={styles.muted}>点击后开始计时（以服务器时间为准），请在截止前上传答卷图片。</span>
    </div>
  );
}

function Pending({ result }: { result: ExamResult }) {
  const current = result.current;
  return (
    <div className={styles.stack} role="status">
      <p className={styles.row}>
        <span className={`${styles.pill} ${styles.pillBrand}`}>待评审</span>
        <span>答卷已提交，评审完成后可在成绩页查看分数与评语。</span>
      </p>
      {current?.answerUrl && (
        <div className={styles.answer}>
          <Img src={current.answerUrl} alt="已提交的答卷" ratio="4 / 3" />
        </div>
      )}
      <Button to={EXAM_INFO[result.type as ExamType]?.resultPath ?? paths.myScore}>查看我的成绩</Button>
    </div>
  );
}

function AnswerForm({ type, deadlineAt, offset }: { type: ExamType; deadlineAt: string; offset: number }) {
  const left = useLeft(deadlineAt, offset);
  const action = useExamAction(type);
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inputId = useId();
  const over = left <= 0;

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setProgress(0);
    const uploaded = await uploadAnswer(file, setProgress);
    setProgress(null);
    if (input.current) input.current.value = '';
    if (!uploaded.ok) return toast.error(uploaded.message);
    setAnswer(uploaded.data[0]?.callbackResult ?? null);
  };

  const submit = async () => {
    if (!answer) return toast.error('请先上传答卷图片');
    const result = await action.mutateAsync({ action: 'submit', answerUrl: answer });
    if (result.success) toast.success('答卷已提交，请等待评审');
  };

  return (
    <div className={styles.stack}>
      <p className={styles.row} role="timer" aria-live="off">
        <span className={styles.muted}>剩余时间</span>
        <span className={styles.countdown}>{formatLeft(left)}</span>
      </p>
      {over && <p className={styles.muted}>答题时间已到，答卷无法再提交。</p>}
      {answer && (
        <div className={styles.answer}>
          <Img src={answer} alt="我的答卷" ratio="4 / 3" eager />
        </div>
      )}
      <div className={styles.row}>
        <label htmlFor={inputId} className={styles.muted}>
          答卷（PNG、JPEG、WebP 图片）
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={(e) => void pick(e.target.files)}
        />
        <Button disabled={over || progress !== null} onClick={() => input.current?.click()}>
          {uploadingWords(progress, answer ? '重新上传' : '上传答卷')}
        </Button>
        <Button variant="primary" disabled={over || !answer || action.isPending} onClick={() => void submit()}>
          提交答卷
        </Button>
      </div>
    </div>
  );
}
