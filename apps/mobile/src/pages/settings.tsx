/**
 * /my/setting 账号设置 on a phone (login guard, docs/product.md §2): the desktop's three panels — 基本资料 (nickname),
 * 登录密码 (the old password, or an SMS code for an account without one; issue 22) and, for a designer, 接单状态
 * (休假中). The rules and messages are the desktop's (`@bazaar/domain/rules` account-settings); the server's
 * refusals (原密码错误) come back as toasts.
 */
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { EndpointInput } from '@bazaar/domain/client';
import {
  checkNewPassword,
  checkNickName,
  checkPasswordConfirm,
  checkPasswordProof,
  NICKNAME_MAX,
  PASSWORD_MAX,
} from '@bazaar/domain/rules/account-settings';
import { call, dataOr } from '@/shared/api';
import { useSession, type User } from '@/shared/session';
import { toast } from '@/shared/toast';
import { useAfterPaint } from '@/shared/use-after-paint';
import { useLoad } from '@/shared/use-load';
import { Field } from '@/shared/ui/field';
import { SmsButton } from '@/shared/ui/sms-button';
import '@/styles/pages-money.css';

/** updateUserInfo, then the session is read again (the top of 我的 shows the new name). */
function useUpdate() {
  const { refresh } = useSession();
  return async (input: EndpointInput<'updateUserInfo'>): Promise<boolean> => {
    const result = await call('updateUserInfo', input);
    if (result.success) await refresh();
    return result.success;
  };
}

function Panel({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="m-panel" aria-labelledby={id}>
      <h2 id={id} className="m-panel-title">
        {title}
      </h2>
      {lead && <p className="m-panel-lead">{lead}</p>}
      {children}
    </section>
  );
}

function NicknameForm({ current }: { current: string | null }) {
  const update = useUpdate();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = checkNickName(value);
    setError(message);
    if (message) return;
    setSaving(true);
    if (await update({ nickName: value.trim() })) toast.info('昵称已更新');
    setSaving(false);
  };
  return (
    <form className="m-form" onSubmit={submit} noValidate>
      <Field
        label="昵称"
        name="nickName"
        autoComplete="nickname"
        placeholder="给自己起个名字吧"
        maxLength={NICKNAME_MAX}
        value={value}
        error={error}
        hint={`1-${NICKNAME_MAX}个字，将显示在顶栏和您的主页上`}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => error && setError(checkNickName(value))}
      />
      <button type="submit" className="m-button m-button-block" disabled={saving}>
        {saving ? '保存中…' : '保存昵称'}
      </button>
    </form>
  );
}

type PasswordErrors = Record<'mobile' | 'proof' | 'password' | 'confirm', string | null>;
const NO_ERRORS: PasswordErrors = { mobile: null, proof: null, password: null, confirm: null };

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const update = useUpdate();
  const [values, setValues] = useState({ oldPassword: '', mobile: '', smsCode: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<PasswordErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = values.smsCode.trim();
    const next = {
      mobile: null,
      proof: checkPasswordProof(hasPassword, values.oldPassword, code),
      password: checkNewPassword(values.password),
      confirm: checkPasswordConfirm(values.password, values.confirm),
    };
    setErrors(next);
    if (next.proof || next.password || next.confirm) return;
    setSaving(true);
    const { password, oldPassword } = values;
    if (await update(hasPassword ? { password, oldPassword } : { password, smsCode: code })) {
      toast.info(hasPassword ? '密码修改成功' : '密码设置成功');
      setValues({ oldPassword: '', mobile: '', smsCode: '', password: '', confirm: '' });
    }
    setSaving(false);
  };

  const secret = { type: 'password', maxLength: PASSWORD_MAX } as const;
  return (
    <form className="m-form" onSubmit={submit} noValidate>
      {hasPassword ? (
        <Field
          {...secret}
          label="原密码"
          name="oldPassword"
          autoComplete="current-password"
          placeholder="当前使用的密码"
          value={values.oldPassword}
          error={errors.proof}
          onChange={set('oldPassword')}
        />
      ) : (
        <>
          <Field
            label="手机号"
            name="mobile"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
            placeholder="本账号的手机号"
            value={values.mobile}
            error={errors.mobile}
            onChange={(e) => setValues((v) => ({ ...v, mobile: e.target.value.trim() }))}
          />
          <Field
            label="验证码"
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="发送到本账号手机号的验证码"
            maxLength={6}
            value={values.smsCode}
            error={errors.proof}
            onChange={set('smsCode')}
            addon={
              <SmsButton
                mobile={values.mobile}
                onCode={(smsCode) => setValues((v) => ({ ...v, smsCode }))}
                onInvalid={(mobile) => setErrors((e) => ({ ...e, mobile }))}
              />
            }
          />
        </>
      )}
      <Field
        {...secret}
        label="新密码"
        name="password"
        autoComplete="new-password"
        placeholder="8-64位字符"
        value={values.password}
        error={errors.password}
        onChange={set('password')}
      />
      <Field
        {...secret}
        label="确认密码"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder="再次输入新密码"
        value={values.confirm}
        error={errors.confirm}
        onChange={set('confirm')}
      />
      <button type="submit" className="m-button m-button-block" disabled={saving}>
        {saving ? '保存中…' : hasPassword ? '修改密码' : '设置密码'}
      </button>
    </form>
  );
}

/** docs/product.md §4/§6: a designer can toggle 休假中; employers then see the on-leave pill. */
function OnLeaveSwitch({ userId }: { userId: number }) {
  // The last panel, below the fold: read once the page has painted.
  const painted = useAfterPaint();
  const status = useLoad(painted ? `workStatus:${userId}` : null, async () =>
    dataOr(await call('getDesignerWorkStatus', { userId }), null),
  );
  const [saving, setSaving] = useState(false);
  if (status.data === undefined) return <div className="m-skeleton m-switch-skeleton" aria-hidden="true" />;
  if (status.data === null) return <p className="m-panel-lead">接单状态暂时无法获取，请稍后刷新重试。</p>;
  const onLeave = status.data.isOnLeave;
  const toggle = async () => {
    setSaving(true);
    const result = await call('updateDesignerOnLeaveStatus', { isOnLeave: onLeave ? 0 : 1 });
    setSaving(false);
    if (!result.success) return;
    toast.info(onLeave ? '已结束休假，可以接单了' : '已设置为休假中');
    status.reload();
  };
  return (
    <div className="m-switch-row">
      <div>
        <p id="on-leave-label" className="m-switch-label">
          休假中
        </p>
        <p id="on-leave-hint" className="m-panel-lead">
          {onLeave ? '休假期间不会收到新的任务邀请，主页显示「休假中」。' : '开启后暂停接单，雇主将看到您正在休假。'}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={onLeave}
        aria-labelledby="on-leave-label"
        aria-describedby="on-leave-hint"
        className="m-switch"
        disabled={saving || status.reloading}
        onClick={toggle}
      >
        <span className="m-switch-thumb" />
      </button>
    </div>
  );
}

export default function SettingsPage() {
  // The login guard has run: the user is known.
  const user = useSession().user as User;
  return (
    <div className="m-panels">
      <p className="m-panels-lead">管理您的昵称、登录密码{user.isDesigner ? '和接单状态' : ''}。</p>
      <Panel id="setting-profile" title="基本资料">
        {/* Keyed by the saved name, so the field shows it again after the session is read again. */}
        <NicknameForm key={user.nickName ?? ''} current={user.nickName} />
      </Panel>
      <Panel id="setting-password" title="登录密码" lead="设置后可使用「手机号 + 密码」登录。">
        <PasswordForm hasPassword={user.hasPassword ?? true} />
      </Panel>
      {user.isDesigner && (
        <Panel id="setting-work" title="接单状态">
          <OnLeaveSwitch userId={user.userId} />
        </Panel>
      )}
    </div>
  );
}
