/**
 * Account-settings field rules (the desktop's and the phone site's settings pages). The server's limits (the
 * updateUserInfo contract: nickname 1-20, password 8-64, counted as string length) are checked here first with the
 * same messages, so a value the client accepts is never refused by the server.
 */
const ACCOUNT_MESSAGES = {
  nickNameEmpty: '请输入昵称',
  nickNameTooLong: '昵称不能超过20个字',
  passwordTooShort: '密码至少8位',
  passwordTooLong: '密码不能超过64位',
  passwordMismatch: '两次输入的密码不一致',
  oldPasswordRequired: '请输入原密码',
  smsCodeRequired: '请输入验证码',
} as const;

export const NICKNAME_MAX = 20;
const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Returns null when valid, else the message; the nickname is trimmed first. */
export function checkNickName(value: string): string | null {
  const name = value.trim();
  if (!name) return ACCOUNT_MESSAGES.nickNameEmpty;
  return name.length > NICKNAME_MAX ? ACCOUNT_MESSAGES.nickNameTooLong : null;
}

export function checkNewPassword(value: string): string | null {
  if (value.length < PASSWORD_MIN) return ACCOUNT_MESSAGES.passwordTooShort;
  return value.length > PASSWORD_MAX ? ACCOUNT_MESSAGES.passwordTooLong : null;
}

export function checkPasswordConfirm(password: string, confirm: string): string | null {
  return password === confirm ? null : ACCOUNT_MESSAGES.passwordMismatch;
}

/** Issue 22: a change proves the owner — the old password, or (no password yet) an SMS code. */
export function checkPasswordProof(hasPassword: boolean, oldPassword: string, smsCode: string): string | null {
  if (hasPassword) return oldPassword ? null : ACCOUNT_MESSAGES.oldPasswordRequired;
  return smsCode ? null : ACCOUNT_MESSAGES.smsCodeRequired;
}
