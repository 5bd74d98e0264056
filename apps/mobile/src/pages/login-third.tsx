/**
 * /login/third on a phone (docs/product.md §5/§7). On the desktop a WeChat or QQ login with no account yet lands
 * here to bind a mobile, carrying the authorisation in that tab's state, never in the URL. A phone arriving here
 * (redirected, or from a shared link) has none, and the phone site logs in by SMS or password: it says so, as the
 * desktop does for an authorisation that has expired, and leads back to login with the same redirect.
 */
import { safeRedirectPath } from '@bazaar/domain/rules';
import { Link, Navigate, useLocation, useSearchParams } from '@/shared/router';
import { useSession } from '@/shared/session';

export default function LoginThirdPage() {
  const { search } = useLocation();
  const [params] = useSearchParams();
  const { user } = useSession();
  if (user) return <Navigate to={safeRedirectPath(params.get('redirect'))} replace />;
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
