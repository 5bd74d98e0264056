/**
 * 账号设置's forms, one for both sites (issue 35): the nickname and the login password (the old one, or an SMS code
 * for an account without one — issue 22), their inputs' specs, checks and saving; and 休假中's words. The rules and
 * messages are `@bazaar/domain/rules/account-settings`'s; each site draws its own fields and shows its own toasts.
 */
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useChange } from './change';
import type { EndpointInput } from '@bazaar/domain/client';
import {
  checkNewPassword,
  checkNickName,
  checkPasswordConfirm,
  checkPasswordProof,
  NICKNAME_MAX,
  PASSWORD_MAX,
} from '@bazaar/domain/rules/account-settings';

/** The site's updateUserInfo call; it says whether it was saved (its client shows a refusal). */
type Update = (input: EndpointInput<'updateUserInfo'>) => Promise<boolean>;

const NICKNAME_FIELD = {
  label: '昵称',
  name: 'nickName',
  autoComplete: 'nickname',
  placeholder: '给自己起个名字吧',
  maxLength: NICKNAME_MAX,
  hint: `1-${NICKNAME_MAX}个字，将显示在顶栏和您的主页上`,
} as const;

/** 基本资料: the nickname, checked on submit (and again on blur once wrong), saved trimmed. */
export function useNicknameForm(current: string | null, io: { update: Update; saved: (message: string) => void }) {
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = checkNickName(value);
    setError(message);
    if (message) return;
    setSaving(true);
    if (await io.update({ nickName: value.trim() })) io.saved('昵称已更新');
    setSaving(false);
  };
  return {
    field: {
      ...NICKNAME_FIELD,
      value,
      error,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.target.value),
      onBlur: () => void (error && setError(checkNickName(value))),
    },
    submit,
    saving,
    submitLabel: saving ? '保存中…' : '保存昵称',
  };
}

const SECRET = { type: 'password', maxLength: PASSWORD_MAX } as const;
const PASSWORD_FIELDS = {
  oldPassword: {
    ...SECRET,
    label: '原密码',
    name: 'oldPassword',
    autoComplete: 'current-password',
    placeholder: '当前使用的密码',
  },
  smsCode: {
    label: '验证码',
    name: 'smsCode',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    placeholder: '发送到本账号手机号的验证码',
    maxLength: 6,
  },
  password: { ...SECRET, label: '新密码', name: 'password', autoComplete: 'new-password', placeholder: '8-64位字符' },
  confirm: {
    ...SECRET,
    label: '确认密码',
    name: 'confirmPassword',
    autoComplete: 'new-password',
    placeholder: '再次输入新密码',
  },
} as const;

type PasswordInput = keyof typeof PASSWORD_FIELDS;
const EMPTY: Record<PasswordInput, string> = { oldPassword: '', smsCode: '', password: '', confirm: '' };
type Errors = Record<'proof' | 'password' | 'confirm', string | null>;
const NO_ERRORS: Errors = { proof: null, password: null, confirm: null };
/** Which error an input shows: the proof (原密码 or the SMS code), the new password, its confirmation. */
const ERROR_OF: Record<PasswordInput, keyof Errors> = {
  oldPassword: 'proof',
  smsCode: 'proof',
  password: 'password',
  confirm: 'confirm',
};

/**
 * 登录密码: 8-64 characters typed twice, proven by the current password — or, for an account without one, by an
 * SMS code to its mobile (the site draws the mobile number and the SMS button beside `smsCode`). Cleared once saved.
 */
export function usePasswordForm(hasPassword: boolean, io: { update: Update; saved: (message: string) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const setValue = (key: PasswordInput, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = values.smsCode.trim();
    const next = {
      proof: checkPasswordProof(hasPassword, values.oldPassword, code),
      password: checkNewPassword(values.password),
      confirm: checkPasswordConfirm(values.password, values.confirm),
    };
    setErrors(next);
    if (next.proof || next.password || next.confirm) return;
    setSaving(true);
    const { password, oldPassword } = values;
    if (await io.update(hasPassword ? { password, oldPassword } : { password, smsCode: code })) {
      io.saved(hasPassword ? '密码修改成功' : '密码设置成功');
      setValues(EMPTY);
    }
    setSaving(false);
  };

  /** An input's props: its spec, value, error and change handler. */
  const field = (key: PasswordInput) => ({
    ...PASSWORD_FIELDS[key],
    value: values[key],
    error: errors[ERROR_OF[key]],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(key, e.target.value),
  });

  return {
    field,
    /** The SMS button's code (the dev driver's, filled in). */
    codeReceived: (code: string) => setValue('smsCode', code),
    submit,
    saving,
    submitLabel: saving ? '保存中…' : hasPassword ? '修改密码' : '设置密码',
  };
}

/**
 * 休假中's switch (docs/product.md §4/§6): `save(next)` is the site's updateDesignerOnLeaveStatus call and its
 * refresh, answering whether it was saved; once saved the site's toast says so. `label`, `hint` and `button` are
 * the props of the switch's two lines and its button (role switch, named and described by them; disabled while
 * saving or while `waiting`, e.g. the status being read again).
 */
export function useOnLeaveSwitch(
  onLeave: boolean,
  io: { save: (next: boolean) => Promise<boolean>; saved: (message: string) => void; waiting?: boolean },
) {
  const labelId = useId();
  const hintId = useId();
  const { run, busy } = useChange(async () => {
    if (await io.save(!onLeave)) io.saved(onLeaveSaved(onLeave));
  });
  return {
    label: { id: labelId, children: '休假中' },
    hint: { id: hintId, children: onLeaveHint(onLeave) },
    button: {
      type: 'button',
      role: 'switch',
      'aria-checked': onLeave,
      'aria-labelledby': labelId,
      'aria-describedby': hintId,
      disabled: busy || !!io.waiting,
      onClick: () => void run(),
    } as const,
  };
}

/** 休假中: the switch's hint, and what a change says once saved. */
export const onLeaveHint = (onLeave: boolean): string =>
  onLeave ? '休假期间不会收到新的任务邀请，主页显示「休假中」。' : '开启后暂停接单，雇主将看到您正在休假。';
export const onLeaveSaved = (wasOnLeave: boolean): string => (wasOnLeave ? '已结束休假，可以接单了' : '已设置为休假中');
export const WORK_STATUS_UNAVAILABLE = '接单状态暂时无法获取，请稍后刷新重试。';
