/** Table types: Users, sessions, SMS codes, password guards, third-party ids and withdrawal accounts. */
import type { Generated } from 'kysely';
import type { Numeric, Timestamp } from './columns';

export interface UsersTable {
  user_id: Generated<number>;
  mobile: string;
  nick_name: string | null;
  password_hash: string | null;
  is_designer: Generated<boolean>;
  whether_to_read_note: Generated<number>;
  created_at: Timestamp;
  /** Issue 7: the platform's consultants (the /admin console). */
  is_operator: Generated<boolean>;
}

export interface SessionsTable {
  /** sha256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SmsCodesTable {
  code_id: Generated<number>;
  mobile: string;
  /** HMAC-SHA256 (hex) of mobile and code under the server's pepper. */
  code_hash: string;
  ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: Timestamp | null;
  voided_at: Timestamp | null;
}

/** Password guesses per login name (issue 22): attempts in the current window, and a lock past 10. */
export interface PasswordGuardsTable {
  mobile: string;
  window_start: Timestamp;
  attempts: Generated<number>;
  locked_until: Timestamp | null;
}

export interface UserOpenIdsTable {
  /** `wechat_mp`: the official account's open id (issue 33), beside the website app's `wechat`. */
  open_type: 'wechat' | 'qq' | 'wechat_mp';
  open_id: string;
  user_id: number;
  created_at: Timestamp;
  /** The company's unionid when it gave one: one person across the WeChat apps (issue 33). */
  union_id: string | null;
}

/** Issue 33: what the browser holds between the company's callback and /bind (single-use, minutes). */
export interface OAuthTicketsTable {
  /** sha256 (hex) of the ticket; the ticket itself is never stored. */
  ticket_hash: string;
  open_type: 'wechat' | 'qq' | 'wechat_mp';
  open_id: string;
  union_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface UserAccountsTable {
  user_id: number;
  balance: Numeric;
  frozen: Numeric;
  total_income: Numeric;
}
