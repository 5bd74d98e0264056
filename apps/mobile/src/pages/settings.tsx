/**
 * /my/setting 账号设置 on a phone (login guard, docs/product.md §2): the desktop's three panels — 基本资料 (nickname),
 * 登录密码 (the old password, or an SMS code for an account without one; issue 22) and, for a designer, 接单状态
 * (休假中). The rules and messages are the desktop's (`@bazaar/domain/rules` account-settings); the server's
 * refusals (原密码错误) come back as toasts.
 */
import { useState, type ReactNode } from 'react';
import type { EndpointInput } from '@bazaar/domain/client';
import {
  useOnLeaveSwitch,
  useNicknameForm,
  usePasswordForm,
  WORK_STATUS_UNAVAILABLE,
} from '@bazaar/react/account-settings';
import { call, dataOr } from '@/shared/api';
import { useSession, type User } from '@/shared/session';
import { toast } from '@/shared/toast';
import { useAfterPaint } from '@/shared/use-after-paint';
import { useLoad } from '@bazaar/react/read';
import { LoadFailed } from '@/shared/ui/load-failed';
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
  const form = useNicknameForm(current, { update: useUpdate(), saved: (message) => toast.info(message) });
  return (
    <form className="m-form" onSubmit={form.submit} noValidate>
      <Field {...form.field} />
      <button type="submit" className="m-button m-button-block" disabled={form.saving}>
        {form.submitLabel}
      </button>
    </form>
  );
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const form = usePasswordForm(hasPassword, { update: useUpdate(), saved: (message) => toast.info(message) });
  // An account without a password proves itself with a code to its own number (checked by the SMS button).
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  return (
    <form className="m-form" onSubmit={form.submit} noValidate>
      {hasPassword ? (
        <Field {...form.field('oldPassword')} />
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
            value={mobile}
            error={mobileError}
            onChange={(e) => setMobile(e.target.value.trim())}
          />
          <Field
            {...form.field('smsCode')}
            addon={<SmsButton mobile={mobile} onCode={form.codeReceived} onInvalid={setMobileError} />}
          />
        </>
      )}
      <Field {...form.field('password')} />
      <Field {...form.field('confirm')} />
      <button type="submit" className="m-button m-button-block" disabled={form.saving}>
        {form.submitLabel}
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
  if (status.failed) return <LoadFailed retry={status.reload} />;
  if (status.data === undefined) return <div className="m-skeleton m-switch-skeleton" aria-hidden="true" />;
  if (status.data === null) return <p className="m-panel-lead">{WORK_STATUS_UNAVAILABLE}</p>;
  return (
    <OnLeaveRow
      onLeave={status.data.isOnLeave}
      waiting={status.reloading}
      save={async (next) => {
        const saved = (await call('updateDesignerOnLeaveStatus', { isOnLeave: next ? 1 : 0 })).success;
        if (saved) status.reload();
        return saved;
      }}
    />
  );
}

function OnLeaveRow(props: { onLeave: boolean; waiting: boolean; save: (next: boolean) => Promise<boolean> }) {
  const { label, hint, button } = useOnLeaveSwitch(props.onLeave, { ...props, saved: toast.info });
  return (
    <div className="m-switch-row">
      <div>
        <p {...label} className="m-switch-label" />
        <p {...hint} className="m-panel-lead" />
      </div>
      <button {...button} className="m-switch">
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
