import { useEffect, useState, type KeyboardEvent } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { toast } from '@/shared/ui/toast/toast-store';
import { safeRedirectPath } from '@bazaar/domain/rules';
import { useSession } from '@/shared/session/use-session';
import { Skeleton } from '@/shared/ui/skeleton';
import { loginByMobile } from '@/shared/auth/sms-login';
import { loginByPassword } from '../api/login';
import { LoginShell } from '../components/login-shell';
import { PasswordLoginForm } from '../components/password-login-form';
import { SmsLoginForm } from '../components/sms-login-form';
import { ThirdPartyLogin } from '../components/third-party-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { oauthErrorFromHash } from '../lib/open-id';
import styles from '../components/login.module.css';

const TABS = [
  { id: 'sms', label: '验证码登录' },
  { id: 'password', label: '密码登录' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** /login (docs/product.md §2/§3/§4): SMS or password login, WeChat/QQ; logged-in visitors go straight on. */
export function LoginPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const { complete, completing } = useCompleteLogin();
  const [tab, setTab] = useState<Tab>('sms');
  const { hash, pathname, search } = useLocation();
  // Issue 33: a WeChat/QQ login the gateway could not finish comes back with its reason in the #fragment.
  useEffect(() => {
    const message = oauthErrorFromHash(hash);
    if (!message) return;
    toast.error(message);
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, [hash, pathname, search]);

  if (session.isLogin && !completing) {
    return <Navigate to={safeRedirectPath(searchParams.get('redirect'))} replace />;
  }

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'sms' ? 'password' : 'sms';
    setTab(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  };

  return (
    <LoginShell title="登录设计集市" subtitle="未注册的手机号验证后将自动创建账号">
      {session.status === 'loading' ? (
        <div className={styles.form} aria-hidden="true">
          <Skeleton style={{ height: 40 }} />
          <Skeleton style={{ height: 72 }} />
          <Skeleton style={{ height: 72 }} />
          <Skeleton style={{ height: 44 }} />
        </div>
      ) : (
        <>
          <div role="tablist" aria-label="登录方式" className={styles.tabs} onKeyDown={onTabKey}>
            {TABS.map((t) => (
              <button
                key={t.id}
                id={`login-tab-${t.id}`}
                type="button"
                role="tab"
                aria-selected={tab === t.id}
                aria-controls={`login-panel-${t.id}`}
                tabIndex={tab === t.id ? 0 : -1}
                className={styles.tab}
                onClick={() => setTab(t.id)}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div id={`login-panel-${tab}`} role="tabpanel" aria-labelledby={`login-tab-${tab}`}>
            {tab === 'sms' ? (
              <SmsLoginForm
                submitLabel="登录 / 注册"
                onSubmit={async (mobile, smsCode) => {
                  if ((await loginByMobile(mobile, smsCode)).success) await complete();
                }}
              />
            ) : (
              <PasswordLoginForm
                onSubmit={async (mobile, password) => {
                  if ((await loginByPassword(mobile, password)).success) await complete();
                }}
              />
            )}
          </div>
          <ThirdPartyLogin onLoggedIn={complete} />
        </>
      )}
    </LoginShell>
  );
}

export default LoginPage;
