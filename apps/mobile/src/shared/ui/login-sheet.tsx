/** "Log in first" as a bottom sheet: what the visitor tried, 去登录 (back here afterwards) and 取消. */
import { Link, useLocation } from '@/shared/router';
import { Sheet } from './sheet';

export function LoginSheet({ action, onClose }: { action: string; onClose: () => void }) {
  const location = useLocation();
  const redirect = encodeURIComponent(location.pathname + location.search);
  return (
    <Sheet title="请先登录" onClose={onClose}>
      <p>登录后才能{action}，短信验证码即可登录，新手机号自动注册。</p>
      <Link className="m-button m-button-block" to={`/login?redirect=${redirect}`}>
        去登录
      </Link>
      <button type="button" className="m-button m-button-plain m-button-block" onClick={onClose}>
        取消
      </button>
    </Sheet>
  );
}
