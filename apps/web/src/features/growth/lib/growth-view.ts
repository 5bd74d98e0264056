/** Small pure helpers of the growth pages (issue 9). */
import { ATTEMPT_STATUS_NAME, EXAM_INFO, isExamType, type AttemptStatus, type ExamType } from '@bazaar/domain/rules';

/** The exam type a growth route is about: /exam/{type}, /my/{type}, /my/insetScore, /my/packScore. */
export function examTypeOfPath(pathname: string): ExamType | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (last === 'insetScore') return 'inset';
  if (last === 'packScore') return 'pack';
  return isExamType(last) ? last : null;
}

export const statusName = (status: string | null): string =>
  status && status in ATTEMPT_STATUS_NAME ? ATTEMPT_STATUS_NAME[status as AttemptStatus] : '未参加';

export const examName = (type: string): string => (isExamType(type) ? EXAM_INFO[type].name : type);

/** 01:59:07 — the time left, never negative. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The radar's polygon points: one axis per value (0–max), starting at the top, clockwise. */
export function radarPoints(values: readonly number[], max: number, radius: number, cx: number, cy: number) {
  return values.map((v, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / values.length;
    const r = (Math.max(0, Math.min(v, max)) / max) * radius;
    return { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
  });
}
