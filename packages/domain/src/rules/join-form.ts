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
