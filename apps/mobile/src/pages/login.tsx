/**
 * Login on a phone (docs/product.md §4): 短信登录 (a new number makes an employer account) and 密码登录. The
 * gateway keeps the token in its httpOnly cookie (decision 002); afterwards this browser's recent searches join
 * the account's and the user goes back to `redirect` (same-origin paths only, else home).
 */
import { useChange } from '@bazaar/react/change';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@/shared/router';
import { checkMobile, checkSmsCode, safeRedirectPath } from '@bazaar/domain/rules';
import { call } from '@/shared/api';
import { completeLogin } from '@/shared/login';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { SmsButton } from '@/shared/ui/sms-button';
import { isWechat, oauthStartUrl, phoneLogins, useOAuthOptions, type PhoneLogin } from '@/shared/wechat';

type Mode = 'sms' | 'password';

export default function LoginPage() {
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('redirect'));
  const { user, refresh } = useSession();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('sms');
  const [done, setDone] = useState(false);

  if (user && !done) return <Navigate to={target} replace />;

  const complete = async () => {
    setDone(true);
    if (!(await completeLogin(refresh))) {
      setDone(false);
      return;
    }
    toast.info('登录成功');
    void navigate(target, { replace: true });
  };

  return (
    <div className="m-login">
      <div className="m-login-head">
        <p className="m-login-brand">设计集市</p>
        <p className="m-login-sub">找设计师，发布设计任务</p>
      </div>
      <div className="m-login-tabs" role="tablist" aria-label="登录方式">
        {(
          [
            ['sms', '短信登录'],
            ['password', '密码登录'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={mode === value}
            className="m-login-tab"
            onClick={() => setMode(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {mode === 'sms' ? <SmsForm onDone={complete} /> : <PasswordForm onDone={complete} />}
      <ThirdPartyLogins redirect={target} />
      <p className="m-login-note">未注册的手机号验证后将自动创建雇主账号；设计师请先在电脑上完成入驻。</p>
    </div>
  );
}

const PHONE_LOGIN_NAME: Record<PhoneLogin, string> = { wechat_mp: '微信登录', qq: 'QQ登录' };

/**
 * Issue 33: 微信登录 inside WeChat (the official account asks once, which joins the person's computer login by
 * unionid) and QQ登录, as OAUTH_DRIVER configures them; none with `off` or the development driver. A login the
 * gateway could not finish comes back with its reason in the #fragment.
 */
function ThirdPartyLogins({ redirect }: { redirect: string }) {
  const options = useOAuthOptions();
  useEffect(() => {
    const message = new URLSearchParams(location.hash.slice(1)).get('oauthError');
    if (!message) return;
    toast.error(message.slice(0, 60));
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  }, []);
  const logins = phoneLogins(options, isWechat(navigator.userAgent));
  if (logins.length === 0) return null;
  return (
    <div className="m-form">
      {logins.map((kind) => (
        <button
          key={kind}
          type="button"
          className="m-button m-button-ghost m-button-block"
          data-provider={kind}
          onClick={() => location.assign(oauthStartUrl(kind, redirect, kind === 'wechat_mp'))}
        >
          {PHONE_LOGIN_NAME[kind]}
        </button>
      ))}
    </div>
  );
}

/** 手机号 + 验证码; `send` makes the call (the SMS login here, /bind on /login/third). */
export function SmsForm({
  onDone,
  send = (mobile, smsCode) => call('loginByMobile', { mobile, smsCode }),
  label = '登录',
}: {
  onDone: () => Promise<void>;
  send?: (mobile: string, smsCode: string) => Promise<{ success: boolean }>;
  label?: string;
}) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const { run: logIn, busy } = useChange(send);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { mobile: checkMobile(mobile) ?? undefined, code: checkSmsCode(code) ?? undefined };
    setErrors(next);
    if (next.mobile || next.code) return;
    const result = await logIn(mobile, code.trim());
    if (result?.success) await onDone();
  };
  return (
    <form className="m-form" onSubmit={submit} noValidate>
      <div className="m-field">
        <label htmlFor="login-mobile">手机号</label>
        <input
          id="login-mobile"
          className="m-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder="请输入手机号"
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          aria-invalid={errors.mobile ? true : undefined}
          aria-describedby={errors.mobile ? 'login-mobile-error' : undefined}
        />
        {errors.mobile && (
          <p id="login-mobile-error" className="m-error">
            {errors.mobile}
          </p>
        )}
      </div>
      <div className="m-field">
        <label htmlFor="login-code">验证码</label>
        <div className="m-field-row">
          <input
            id="login-code"
            className="m-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入验证码"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={errors.code ? true : undefined}
          />
          <SmsButton
            mobile={mobile}
            onCode={setCode}
            onInvalid={(problem) => setErrors({ mobile: problem ?? undefined })}
          />
        </div>
        {errors.code && <p className="m-error">{errors.code}</p>}
      </div>
      <button type="submit" className="m-button m-button-block" disabled={busy}>
        {label}
      </button>
    </form>
  );
}

function PasswordForm({ onDone }: { onDone: () => Promise<void> }) {
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run: logIn, busy } = useChange((username: string, secret: string) =>
    call('loginByPassword', { username, password: secret }),
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkMobile(mobile) ?? (password ? null : '请输入密码');
    setError(problem);
    if (problem) return;
    const result = await logIn(mobile, password);
    if (result?.success) await onDone();
  };
  return (
    <form className="m-form" onSubmit={submit} noValidate>
      <div className="m-field">
        <label htmlFor="login-username">手机号</label>
        <input
          id="login-username"
          className="m-input"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          placeholder="请输入手机号"
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div className="m-field">
        <label htmlFor="login-password">密码</label>
        <input
          id="login-password"
          className="m-input"
          type="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error && <p className="m-error">{error}</p>}
      <button type="submit" className="m-button m-button-block" disabled={busy}>
        登录
      </button>
    </form>
  );
}
