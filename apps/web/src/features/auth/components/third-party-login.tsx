import { useState } from 'react';
import { useChange } from '@bazaar/react/change';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@bazaar/domain/rules';
import { callApi, dataOr } from '@/shared/api/client';
import { loginByOpenId } from '../api/login';
import {
  devOpenAccessToken,
  forgetBoundOpenId,
  loginButtons,
  NEEDS_BIND_CODE,
  OPEN_ACCESS_NAME,
  savePendingBind,
  type OpenAccessType,
} from '../lib/open-id';
import styles from './login.module.css';
import * as paths from '@/shared/lib/page-paths';

function WechatGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9.2 4C5.2 4 2 6.7 2 10c0 1.9 1 3.6 2.7 4.7L4 17l2.6-1.4c.8.2 1.7.4 2.6.4h.5a5.4 5.4 0 0 1-.2-1.5c0-3.3 3.1-6 7-6h.4C16.2 5.9 13 4 9.2 4Zm-2.4 3.2a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm4.8 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2ZM16.5 10c-3.1 0-5.5 2.1-5.5 4.6s2.4 4.6 5.5 4.6c.6 0 1.3-.1 1.9-.3L20.5 20l-.6-1.9c1.3-.8 2.1-2.1 2.1-3.5 0-2.5-2.4-4.6-5.5-4.6Zm-1.9 2.4a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6Zm3.8 0a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6Z"
      />
    </svg>
  );
}

function QqGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.5c-3.3 0-5.5 2.6-5.5 6v1.2c-.9 1-1.9 2.7-2 4.4-.1 1.3.4 1.8.8 1.5.4-.3.9-1 1.2-1.7.3 1.2.9 2.2 1.7 3-.9.3-2 .9-2 1.7 0 .9 1.6 1.4 3.8 1.4 1.2 0 2.3-.2 2.9-.5h.2c.6.3 1.7.5 2.9.5 2.2 0 3.8-.5 3.8-1.4 0-.8-1.1-1.4-2-1.7.8-.8 1.4-1.8 1.7-3 .3.7.8 1.4 1.2 1.7.4.3.9-.2.8-1.5-.1-1.7-1.1-3.4-2-4.4V8.5c0-3.4-2.2-6-5.5-6Z"
      />
    </svg>
  );
}

/**
 * 微信登录 / QQ登录 (docs/product.md §7 /openid), only the ones OAUTH_DRIVER configures (issue 33; none with `off`).
 * Real login: a full-page visit to the gateway, which sends the browser to WeChat's QR page or QQ and back
 * (logged in, or at /login/third with a ticket). Development (`dev`): a known open id logs in; an unknown one
 * (E020101) goes to /login/third to bind a mobile, carrying the open token in router state, never in the URL.
 */
export function ThirdPartyLogin({ onLoggedIn }: { onLoggedIn: () => Promise<void> }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  // Real login leaves the page: the buttons stay disabled until it has gone.
  const [leaving, setLeaving] = useState(false);
  const devLogin = useChange(async (openAccessType: OpenAccessType) => {
    const bind = { openAccessToken: devOpenAccessToken(), openAccessType };
    const result = await loginByOpenId(bind);
    if (result.success) {
      forgetBoundOpenId();
      return await onLoggedIn();
    }
    if (result.resultCode === NEEDS_BIND_CODE) {
      savePendingBind(bind);
      // `search` keeps ?redirect=… for after the binding.
      await navigate(`${paths.loginThird}${search}`, { state: bind });
    }
  });
  const busy = leaving || devLogin.busy;
  const options = useQuery({
    queryKey: ['oauthOptions'],
    queryFn: async () => dataOr(await callApi('getOAuthOptions'), null),
    // The configuration changes only with a restart of the api.
    staleTime: Infinity,
  });
  const buttons = loginButtons(options.data);
  if (buttons.length === 0) return null;

  const login = async (openAccessType: OpenAccessType) => {
    if (options.data?.mode === 'real') {
      setLeaving(true);
      window.location.assign(paths.oauthStart(openAccessType, safeRedirectPath(searchParams.get('redirect'))));
      return;
    }
    await devLogin.run(openAccessType);
  };

  return (
    <div className={styles.third}>
      <p className={styles.divider}>
        <span>其他登录方式</span>
      </p>
      <div className={styles.thirdButtons}>
        {buttons.map((type) => (
          <button
            key={type}
            type="button"
            className={styles.thirdButton}
            data-provider={type}
            disabled={busy}
            onClick={() => void login(type)}
          >
            <span className={styles.thirdIcon}>{type === 'wechat' ? <WechatGlyph /> : <QqGlyph />}</span>
            {OPEN_ACCESS_NAME[type]}登录
          </button>
        ))}
      </div>
    </div>
  );
}
