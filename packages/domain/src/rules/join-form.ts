/**
 * The /join form's state and its zod-free checks (decision 004; the web's and the phone site's /join): the same messages the server's schema
 * answers with (`JOIN_MESSAGES`), so a mistake is caught before the call and explained the same way.
 */
import {
  JOIN_CATEGORIES_MAX,
  JOIN_EXPERIENCE_MAX,
  JOIN_EXPERIENCE_MIN,
  JOIN_MESSAGES,
  JOIN_REAL_NAME_MAX,
  JOIN_SAMPLES_MAX,
  JOIN_SAMPLES_MIN,
  JOIN_YEARS,
  isPortfolioUrl,
} from '../constants/join.js';
import { formatDateTime } from '../format/date.js';
import { checkMobile } from './checks.js';

export interface JoinForm {
  realName: string;
  mobile: string;
  categoryIds: number[];
  years: number;
  experience: string;
  samples: string[];
  portfolioUrl: string;
  agree: boolean;
}

export type JoinErrors = Partial<Record<keyof JoinForm, string>>;

export const emptyJoinForm = (mobile: string): JoinForm => ({
  realName: '',
  mobile,
  categoryIds: [],
  years: 0,
  experience: '',
  samples: [],
  portfolioUrl: '',
  agree: false,
});

/** A refused application's answers, the form to submit again (再次提交): the consent is asked anew. */
export const joinFormOf = (application: {
  realName: string;
  mobile: string;
  categories: readonly { categoryId: number }[];
  years: number;
  experience: string;
  samples: readonly { url: string }[];
  portfolioUrl: string;
}): JoinForm => ({
  realName: application.realName,
  mobile: application.mobile,
  categoryIds: application.categories.map((c) => c.categoryId),
  years: application.years,
  experience: application.experience,
  samples: application.samples.map((s) => s.url),
  portfolioUrl: application.portfolioUrl,
  agree: false,
});

export function checkJoinForm(form: JoinForm): JoinErrors {
  const errors: JoinErrors = {};
  const name = form.realName.trim();
  if (name.length < 2 || name.length > JOIN_REAL_NAME_MAX) errors.realName = JOIN_MESSAGES.realName;
  const mobile = checkMobile(form.mobile);
  if (mobile) errors.mobile = mobile;
  if (form.categoryIds.length < 1 || form.categoryIds.length > JOIN_CATEGORIES_MAX) {
    errors.categoryIds = JOIN_MESSAGES.categories;
  }
  if (!JOIN_YEARS.some((y) => y.code === form.years)) errors.years = JOIN_MESSAGES.years;
  const experience = form.experience.trim();
  if (experience.length < JOIN_EXPERIENCE_MIN || experience.length > JOIN_EXPERIENCE_MAX) {
    errors.experience = JOIN_MESSAGES.experience;
  }
  if (form.samples.length < JOIN_SAMPLES_MIN || form.samples.length > JOIN_SAMPLES_MAX) {
    errors.samples = JOIN_MESSAGES.samplesMin;
  }
  if (!isPortfolioUrl(form.portfolioUrl.trim())) errors.portfolioUrl = JOIN_MESSAGES.portfolio;
  if (!form.agree) errors.agree = JOIN_MESSAGES.agree;
  return errors;
}

/** Picked past the 9 samples: the ones that fit are uploaded. */
export const TOO_MANY_SAMPLES = `最多上传${JOIN_SAMPLES_MAX}张代表作品`;

/**
 * Uploads picked sample works one after another (the web's and the phone's /join): as many as still fit, with the
 * pick's whole progress (0–1, null once done), each url added as it arrives; a failed one is reported (the
 * upload's message) and the rest go on.
 */
export async function addSamples<F>(
  files: readonly F[],
  value: readonly string[],
  io: {
    upload: (file: F, onProgress: (fraction: number) => void) => Promise<string | { error: string }>;
    progress: (fraction: number | null) => void;
    change: (next: string[]) => void;
    refuse: (message: string, why: 'count' | 'file') => void;
  },
): Promise<void> {
  if (!files.length) return;
  const room = JOIN_SAMPLES_MAX - value.length;
  const picked = files.slice(0, Math.max(room, 0));
  if (files.length > room) io.refuse(TOO_MANY_SAMPLES, 'count');
  let next = [...value];
  for (const [i, file] of picked.entries()) {
    io.progress(i / picked.length);
    const result = await io.upload(file, (f) => io.progress((i + f) / picked.length));
    if (typeof result === 'string') {
      next = [...next, result];
      io.change(next);
    } else io.refuse(result.error, 'file');
  }
  io.progress(null);
}

/** An application's facts as its status page lists them: when it was sent, the years, the fields (、-joined). */
export const joinApplicationFacts = (a: {
  createdAt: string;
  years: number;
  categories: readonly { categoryName: string }[];
}): { label: string; text: string }[] => [
  { label: '提交时间', text: formatDateTime(a.createdAt) },
  { label: '从业年限', text: JOIN_YEARS.find((y) => y.code === a.years)?.name ?? '—' },
  { label: '擅长领域', text: a.categories.map((c) => c.categoryName).join('、') },
];
