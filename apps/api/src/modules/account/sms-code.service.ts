/**
 * SMS verification codes (docs/product.md §5, §7): 6 random digits, stored only as an HMAC, valid 5 minutes, single
 * use; a new code voids the older ones. Limits: one send per mobile per 60 s (docs/product.md §9 countdown), 5 per
 * mobile per day (China time), SMS_PER_IP_PER_HOUR per client IP; 5 wrong answers void a code.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MESSAGES, checkMobile } from '@bazaar/domain/rules';
import { SMS_COUNTDOWN_SECONDS } from '@bazaar/domain/constants';
import { transact } from '../../db/transact';
import { DomainError } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { maskMobile, SmsDeliveryError, type SmsRefusal } from '../../services/sms/sms-driver';
import * as repo from './sms-code.repository';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = SMS_COUNTDOWN_SECONDS * 1000;
export const SMS_PER_MOBILE_PER_DAY = 5;
export const SMS_MAX_ATTEMPTS = 5;

export const SMS_MESSAGES = {
  tooSoon: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  dailyCap: '今日验证码发送次数已达上限',
  ipCap: '验证码请求过于频繁，请稍后再试',
  expired: '验证码已过期，请重新获取',
  wrong: MESSAGES.smsCode,
  tooManyAttempts: '验证码错误次数过多，请重新获取',
  used: '验证码已失效，请重新获取',
  /** The SMS company's own per-number flow control (its minute and hour limits). */
  providerTooFrequent: '发送过于频繁，请稍后再试',
  /** The company could not or would not deliver for a reason the user cannot fix (ours, or its outage). */
  unavailable: '短信服务暂时不可用，请稍后再试',
} as const;

/**
 * What the user is told when the SMS company refuses a delivery. A number it calls invalid is the one
 * spec message for a wrong mobile (docs/product.md §5, 请输入正确的手机号) with 400; its flow control a
 * 429 like ours (its day limit in our day cap's words); anything else — balance, account, sign name,
 * template, network, timeout — a business failure the web shows as a toast (E020002).
 */
const REFUSALS: Record<SmsRefusal, { code: 'E010001' | 'E010429' | 'E020002'; message: string }> = {
  'invalid-mobile': { code: 'E010001', message: MESSAGES.mobile },
  'too-frequent': { code: 'E010429', message: SMS_MESSAGES.providerTooFrequent },
  'daily-limit': { code: 'E010429', message: SMS_MESSAGES.dailyCap },
  unavailable: { code: 'E020002', message: SMS_MESSAGES.unavailable },
};

const HOUR_MS = 3_600_000;
const CHINA_OFFSET_MS = 8 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

/** Midnight of `now`'s day in China Standard Time (UTC+8, no daylight saving). */
export function chinaDayStart(now: Date): Date {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - CHINA_OFFSET_MS);
}

/** The codes' HMAC key (Deps.sms.pepper): SMS_CODE_PEPPER, else a random one (pending codes do not survive a restart). */
export const smsPepper = (pepper: string | undefined): Buffer => (pepper ? Buffer.from(pepper) : randomBytes(32));

function hash(deps: Pick<Deps, 'sms'>, mobile: string, code: string): string {
  return createHmac('sha256', deps.sms.pepper).update(`${mobile}:${code}`).digest('hex');
}

/** Issues and delivers a code; answers what the driver lets the client see (the code in dev, else null). */
export async function send(
  deps: Pick<Deps, 'db' | 'clock' | 'log' | 'sms'>,
  { mobile, ip }: { mobile: string; ip: string },
): Promise<string | null> {
  const invalid = checkMobile(mobile);
  if (invalid) throw new DomainError('E010001', invalid);
  const now = deps.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeId = await transact(deps.db, async (trx) => {
    await repo.lockKey(trx, `sms:mobile:${mobile}`);
    await repo.lockKey(trx, `sms:ip:${ip}`);
    const counts = await repo.sendCounts(trx, {
      mobile,
      ip,
      dayStart: chinaDayStart(now),
      hourAgo: new Date(now.getTime() - HOUR_MS),
    });
    const sinceLast = counts.lastAt ? now.getTime() - counts.lastAt.getTime() : Infinity;
    if (sinceLast < SMS_RESEND_MS) {
      throw new DomainError('E010429', SMS_MESSAGES.tooSoon(Math.ceil((SMS_RESEND_MS - sinceLast) / 1000)));
    }
    if (counts.today >= SMS_PER_MOBILE_PER_DAY) throw new DomainError('E010429', SMS_MESSAGES.dailyCap);
    if (counts.ipHour >= deps.sms.perIpPerHour) throw new DomainError('E010429', SMS_MESSAGES.ipCap);
    await repo.voidLiveCodes(trx, mobile, now);
    return repo.insertCode(trx, {
      mobile,
      codeHash: hash(deps, mobile, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    });
  });
  try {
    return await deps.sms.driver.deliver(mobile, code);
  } catch (err) {
    // Never delivered, so the code is not kept as sent: it could never be typed in, and a kept row would
    // hold the user to the 60 s wait and one of the day's 5 for a message that never came (after an
    // outage, five retries would lock a real user out until midnight). Deleting it also takes the attempt
    // off the per-IP hour. That is safe against abuse because every limit is checked above, before the
    // company is called, so a client over a limit never reaches it; and a refused attempt sends nothing
    // to anyone's phone and is not billed, which is what the limits protect. Hammering with refused
    // numbers still meets the gateway's 30 requests per IP per minute on /api/auth/* (docs/product.md
    // "Further limits") and the companies' own flow control. (A timeout may still have reached the phone:
    // that code no longer logs in, and the user's next ask sends one that does.)
    const refusal = err instanceof SmsDeliveryError ? err.refusal : 'unavailable';
    // The drivers' messages name the company's code and the masked mobile, never a key or the code.
    const entry = { err, mobile: maskMobile(mobile), refusal };
    // A number the company refuses is the user's matter; anything else is ours to look at.
    if (refusal === 'unavailable') deps.log.error(entry, 'SMS delivery failed');
    else deps.log.warn(entry, 'SMS delivery refused');
    await repo.deleteCode(deps.db, codeId);
    const answer = REFUSALS[refusal];
    throw new DomainError(answer.code, answer.message);
  }
}

/**
 * Checks and consumes the code of `mobile`. Runs (and commits) on its own, so a wrong answer is counted
 * even though the login that asked then fails.
 */
export async function verify(
  deps: Pick<Deps, 'db' | 'clock' | 'sms'>,
  { mobile, code }: { mobile: string; code: string },
): Promise<void> {
  const now = deps.clock.now();
  const failure = await transact(deps.db, async (trx): Promise<string | null> => {
    const row = await repo.findNewestCodeForUpdate(trx, mobile);
    if (!row) return SMS_MESSAGES.wrong;
    if (row.used_at) return SMS_MESSAGES.used;
    if (row.voided_at) return row.attempts >= SMS_MAX_ATTEMPTS ? SMS_MESSAGES.tooManyAttempts : SMS_MESSAGES.used;
    if (row.expires_at.getTime() <= now.getTime()) return SMS_MESSAGES.expired;
    const given = Buffer.from(hash(deps, mobile, code.trim()));
    const stored = Buffer.from(row.code_hash);
    if (given.length === stored.length && timingSafeEqual(given, stored)) {
      await repo.markUsed(trx, row.code_id, now);
      return null;
    }
    const exhausted = row.attempts + 1 >= SMS_MAX_ATTEMPTS;
    await repo.recordFailedAttempt(trx, row.code_id, exhausted ? now : null);
    return exhausted ? SMS_MESSAGES.tooManyAttempts : SMS_MESSAGES.wrong;
  });
  if (failure) throw new DomainError('E010001', failure);
}
