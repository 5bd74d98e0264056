/**
 * /login/third on a phone (docs/product.md §5/§7). A WeChat or QQ login with no account yet lands here (issue 33)
 * with the gateway's short-lived, single-use ticket in the URL's #fragment: it moves to this tab's sessionStorage
 * (the address drops it at once) and a mobile is bound with an SMS code, then the user goes on to `redirect`.
 * Without a ticket (expired, used, or a shared link) it says so and leads back to login with the same redirect.
 */
import { useEffect, useState } from 'react';
import { safeRedirectPath } from '@bazaar/domain/rules';
import { call } from '@/shared/api';
import { completeLogin } from '@/shared/login';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@/shared/router';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { PENDING_BIND_KEY, pendingBind } from '@/shared/wechat';
import { SmsForm } from './login';

export default function LoginThirdPage() {
  const { search, pathname } = useLocation();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('redirect'));
  const { user, refresh } = useSession();
  const navigate = useNavigate();
  const [bind] = useState(() => pendingBind(location.hash, sessionStorage));
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (location.hash) history.replaceState(history.state, '', `${pathname}${search}`);
  }, [pathname, search]);

  if (user && !done) return <Navigate to={target} replace />;
  if (!bind) {
    return (
      <div className="m-elsewhere">
        <h2 className="m-elsewhere-title">绑定手机号</h2>
        <p className="m-elsewhere-text">授权信息已失效，请重新选择登录方式。</p>
        <Link to={`/login${search}`} className="m-button m-button-block">
          返回登录
        </Link>
      </div>
    );
  }
  const name = bind.openAccessType === 'qq' ? 'QQ' : '微信';
  return (
    <div className="m-login">
      <div className="m-login-head">
        <p className="m-login-brand">绑定手机号</p>
        <p className="m-login-sub">
          您正在使用{name}登录，首次登录请绑定手机号，之后可直接{name}登录。
        </p>
      </div>
      <SmsForm
        label="绑定并登录"
        send={(mobile, smsCode) => call('bindOpenId', { ...bind, mobile, smsCode })}
        onDone={async () => {
          setDone(true);
          sessionStorage.removeItem(PENDING_BIND_KEY);
          if (!(await completeLogin(refresh))) {
            setDone(false);
            return;
          }
          toast.info('登录成功');
          void navigate(target, { replace: true });
        }}
      />
    </div>
  );
}
