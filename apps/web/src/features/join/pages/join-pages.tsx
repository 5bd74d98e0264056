/**
 * /join — 设计师入驻 (docs/product.md §2; issue 8). The route's guard sends a logged-in designer to their homepage;
 * a visitor sees the page with a prompt to log in to apply (decision 013); a logged-in user sees the form,
 * or the status of their latest application (审核中 / 已通过 / 未通过 with the reason and the form again to
 * resubmit). The feature's one lazy module.
 */
import { JOIN_STATUS } from '@bazaar/domain/constants/join';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { refetchUserInfo } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Skeleton } from '@/shared/ui/skeleton';
import { useMyApplication } from '../api/join-api';
import { JoinFormView } from '../components/join-form';
import { JoinIntro } from '../components/join-intro';
import { JoinStatus } from '../components/join-status';
import { emptyJoinForm, joinFormOf } from '@bazaar/domain/rules/join-form';
import styles from '../components/join.module.css';
import * as paths from '@/shared/lib/paths';

function ApplyArea() {
  const mine = useMyApplication(true);
  const queryClient = useQueryClient();
  const approved = mine.data?.application?.status === JOIN_STATUS.approved;
  // Approved since the session was read: refresh it, so the header and guards know the designer.
  useEffect(() => {
    if (approved) void refetchUserInfo(queryClient);
  }, [approved, queryClient]);

  if (mine.isPending) return <Skeleton style={{ height: 420, borderRadius: 8 }} />;
  if (!mine.data) return <p className={styles.note}>加载失败，请刷新页面重试。</p>;
  const { application, mobile } = mine.data;
  if (!application) return <JoinFormView initial={emptyJoinForm(mobile)} resubmit={false} />;
  const refused = application.status === JOIN_STATUS.refused;
  return (
    <>
      <JoinStatus application={application} />
      {refused && <JoinFormView resubmit initial={joinFormOf(application)} />}
    </>
  );
}

export function JoinPage() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const loginHref = paths.login(pathname + search);
  return (
    <Container className={styles.page}>
      <JoinIntro>
        {session.status === 'ready' && !session.isLogin && (
          <div className={styles.loginPrompt}>
            <Button to={loginHref} variant="primary" size="large">
              登录后申请入驻
            </Button>
            <span className={styles.note}>使用手机号和验证码登录，首次登录自动创建账号。</span>
          </div>
        )}
      </JoinIntro>
      {session.status === 'loading' ? (
        <Skeleton style={{ height: 420, borderRadius: 8 }} />
      ) : session.isLogin ? (
        <div className={styles.main}>
          <ApplyArea />
        </div>
      ) : null}
    </Container>
  );
}
