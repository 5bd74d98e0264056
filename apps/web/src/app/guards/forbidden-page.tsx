import { useLocation } from 'react-router';
import { CloudArt, EaselArt } from '@/features/errors/components/art';
import panel from '@/features/errors/components/status-panel.module.css';
import * as paths from '@/shared/lib/paths';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { NO_DESIGNER_HOMEPAGE, OPERATOR_ONLY } from './decide-guard';
import styles from './guards.module.css';

/**
 * docs/product.md §2/§8: a designer-only page for anyone else — '设计师才可以访问', with the way forward; /my/home for a
 * non-designer explains how to get a homepage (入驻) the same way.
 */
export function ForbiddenPage({ message, isLogin }: { message: string; isLogin: boolean }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // Issue 7: the operators' console refuses everyone else — no 入驻 offer there.
  const forOperators = message === OPERATOR_ONLY;
  // Not a refusal but an invitation: the easel, not the cloud with its warning sign.
  const noHomepage = message === NO_DESIGNER_HOMEPAGE;
  return (
    <Container className={panel.panel}>
      <div className={panel.art} aria-hidden="true">
        {noHomepage ? <EaselArt /> : <CloudArt />}
      </div>
      <h1 className={panel.title}>{message}</h1>
      <p className={styles.lead}>
        {forOperators
          ? '这里是设计集市的运营后台，仅平台顾问与运营人员可用。'
          : noHomepage
            ? '设计师主页用来展示你的作品、接单记录和风格标签。提交入驻申请，审核通过后即可拥有自己的主页，并开始承接任务。'
            : isLogin
              ? '入驻成为设计师后，即可使用设计师中心接单、上传作品。'
              : '请先登录您的设计师账号。'}
      </p>
      <div className={panel.actions}>
        {forOperators ? null : isLogin ? (
          <Button to={paths.join(here)} variant="primary" size="large" className={panel.action}>
            申请入驻
          </Button>
        ) : (
          <Button to={paths.login(here)} variant="primary" size="large" className={panel.action}>
            登录
          </Button>
        )}
        <Button to={paths.home} size="large" className={panel.action}>
          返回首页
        </Button>
      </div>
    </Container>
  );
}
