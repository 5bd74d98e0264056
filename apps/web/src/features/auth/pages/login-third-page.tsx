import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@bazaar/domain/rules';
import { useSession } from '@/shared/session/use-session';
import { bindOpenId } from '../api/login';
import { LoginShell } from '../components/login-shell';
import { SmsLoginForm } from '../components/sms-login-form';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { clearPendingBind, forgetBoundOpenId, OPEN_ACCESS_NAME, readPendingBind } from '../lib/open-id';
import styles from '../components/login.module.css';
import * as paths from '@/shared/lib/paths';

/** /login/third (docs/product.md §5/§7): bind a mobile to a new WeChat/QQ open id, then the usual after-login flow. */
export function LoginThirdPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const { complete, completing } = useCompleteLogin();
  const [bind] = useState(() => readPendingBind(location.state, location.hash));
  // Issue 33: the ticket came in the #fragment; it is in sessionStorage now, so it leaves the address (and history).
  useEffect(() => {
    if (location.hash) window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}`);
  }, [location.hash, location.pathname, location.search]);

  if (session.isLogin && !completing) {
    return <Navigate to={safeRedirectPath(searchParams.get('redirect'))} replace />;
  }

  if (!bind) {
    return (
      <LoginShell title="绑定手机号">
        <div className={styles.expired}>
          <p>授权信息已失效，请重新选择登录方式。</p>
          <Link to={`${paths.login()}${location.search}`} className={styles.submit}>
            返回登录
          </Link>
        </div>
      </LoginShell>
    );
  }

  return (
    <LoginShell
      title="绑定手机号"
      subtitle={`您正在使用${OPEN_ACCESS_NAME[bind.openAccessType]}登录，首次登录请绑定手机号，之后可直接${OPEN_ACCESS_NAME[bind.openAccessType]}登录。`}
    >
      <SmsLoginForm
        submitLabel="绑定并登录"
        onSubmit={async (mobile, smsCode) => {
          if (!(await bindOpenId(bind, mobile, smsCode)).success) return;
          clearPendingBind();
          forgetBoundOpenId();
          await complete();
        }}
      />
      <p className={styles.switch}>
        不想绑定？<Link to={`${paths.login()}${location.search}`}>使用其他方式登录</Link>
      </p>
    </LoginShell>
  );
}

export default LoginThirdPage;
