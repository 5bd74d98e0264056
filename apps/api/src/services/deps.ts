/**
 * Issue 35, decision 030: the one service shape. A service is a module of functions; each exported one takes
 * `(deps, actor?, input?)` — this object, the caller when there is one (`user: SessionUser` or
 * `viewer: SessionUser | null`) and one input object. `Deps` holds every component a service may use; app.ts
 * builds it ONCE and hands it to every routes module, the jobs and the CLIs. A function names what it uses
 * with `Pick<Deps, 'db' | 'clock'>`, so its readers see its dependencies and its tests pass only those.
 *
 * Functions that run inside a caller's transaction keep `trx` first (they are parts of that transaction, not
 * services), and repositories stay functions over `db`/`trx` (the SQL layer).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { EventHub } from '../modules/events/event-hub';
import type { SearchCache } from '../modules/search/search-cache';
import type { UploadGrants } from '../modules/uploads/upload-grant';
import type { Clock } from './clock/clock';
import type { OAuthSetup } from './oauth/oauth-provider';
import type { PaymentGateways } from './payment/gateways';
import type { SmsDriver } from './sms/sms-driver';
import type { ObjectStorage } from './storage/local-storage';

export interface Deps {
  db: Db;
  /** The time everything is judged by (tests move a ManualClock). */
  clock: Clock;
  log: FastifyBaseLogger;
  /** Uploaded and generated files (local disk or S3). */
  storage: ObjectStorage;
  /** Issue 34: hot search answers, dropped when the data under them changes. */
  searchCache: SearchCache;
  /** Issue 25: the users' event streams (messages, read receipts, notifications). */
  events: EventHub;
  /** Signed one-file grants for direct uploads. */
  grants: UploadGrants;
  /** SMS codes (modules/account/sms-code.service.ts). */
  sms: SmsSettings;
  /** Issue 33: WeChat/QQ login (modules/account/open-ids.ts). */
  oauth: OAuthSettings;
  /** Issue 33: the payment companies in PAYMENT_DRIVER's order (pay-in, refunds, payouts). */
  gateways: PaymentGateways;
  /** Issue 33: what the cashier and the payouts need besides the companies. */
  payments: PaymentSettings;
}

export interface PaymentSettings {
  /** The user's official-account openid (WeChat JSAPI payments and WeChat payouts), or null when unknown. */
  openIdOf: (userId: number) => Promise<string | null>;
  /** PUBLIC_ORIGIN's first origin: where a company's page sends the payer back (unset: no return URL). */
  publicOrigin: string | undefined;
  /** WeChat Pay's merchant id and the official account's appid, for `wx.requestMerchantTransfer`. */
  wechatConfirm?: { mchId: string; appId: string } | undefined;
}

export interface SmsSettings {
  /** The SMS company (or the dev driver). */
  driver: SmsDriver;
  /** SMS_PER_IP_PER_HOUR. */
  perIpPerHour: number;
  /** The codes' HMAC key: SMS_CODE_PEPPER, else random per process (pending codes do not survive a restart). */
  pepper: Buffer;
}

export interface OAuthSettings {
  setup: OAuthSetup;
  /** PUBLIC_ORIGIN: the redirect URIs' origins (the web's and the phone site's). */
  origins: readonly string[];
  /** Where a company's refusal or failure is told to the operators (its detail never holds a secret or URL). */
  onCompanyError: (detail: string) => void;
}
