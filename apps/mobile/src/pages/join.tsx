/**
 * /join 设计师入驻 on a phone (the desktop's page, docs/product.md §2 joinUnlessDesigner): a logged-in designer goes
 * to their homepage (keeping worksType); a visitor sees why and how to join with 登录后申请入驻; a logged-in user
 * sees the form, or the status of their latest application (审核中 / 已通过 / 未通过 with the reason and the form
 * again to resubmit).
 */
import '@/styles/pages-content.css';
import '@/styles/pages-help-join.css';
import { useEffect } from 'react';
import type { EndpointData } from '@bazaar/domain/client';
import {
  JOIN_BENEFITS,
  JOIN_STATUS,
  JOIN_STATUS_LEAD,
  JOIN_STATUS_NAME,
  JOIN_STEPS,
} from '@bazaar/domain/constants/join';
import { imageUrl } from '@bazaar/domain/format';
import { emptyJoinForm, joinApplicationFacts, joinFormOf } from '@bazaar/domain/rules/join-form';
import { call } from '@/shared/api';
import { Link, Navigate, useLocation } from '@/shared/router';
import { useSession } from '@/shared/session';
import { useLoad } from '@bazaar/react/read';
import { LoadFailed } from '@/shared/ui/load-failed';
import { JoinFormView } from './join-form';

type Application = NonNullable<EndpointData<'getMyJoinApplication'>['application']>;

const TONE: Record<number, string> = {
  [JOIN_STATUS.pending]: 'm-pill-warn',
  [JOIN_STATUS.approved]: 'm-pill-ok',
  [JOIN_STATUS.refused]: 'm-pill-error',
};

function JoinStatus({ application: a }: { application: Application }) {
  return (
    <section className="m-detail-card m-join-status" aria-labelledby="join-status">
      <p className="m-task-status">
        申请状态 <span className={`m-pill ${TONE[a.status] ?? ''}`}>{JOIN_STATUS_NAME[a.status]}</span>
      </p>
      <h2 id="join-status" className="m-detail-title">
        {JOIN_STATUS_NAME[a.status]}
      </h2>
      <p className="m-detail-text">{JOIN_STATUS_LEAD[a.status]}</p>
      {a.status === JOIN_STATUS.refused && a.reason && (
        <p className="m-join-reason">
          <strong>未通过原因：</strong>
          {a.reason}
        </p>
      )}
      {a.status === JOIN_STATUS.approved && (
        <a className="m-button m-button-block" href={`/u/${a.userId}`}>
          进入我的主页
        </a>
      )}
      <dl className="m-facts">
        {joinApplicationFacts(a).map((fact, i, all) => (
          // The fields (the last fact) take the whole row.
          <div key={fact.label} className={i === all.length - 1 ? 'm-facts-wide' : undefined}>
            <dt>{fact.label}</dt>
            <dd>{fact.text}</dd>
          </div>
        ))}
      </dl>
      <ul className="m-samples" aria-label="提交的代表作品">
        {a.samples.map((s, i) => (
          <li key={s.url} className="m-sample">
            <img src={imageUrl(s.url, { w: 240, h: 240, fill: 1 })} alt={`代表作品 ${i + 1}`} width={80} height={80} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ApplyArea({ userId }: { userId: number }) {
  const { refresh } = useSession();
  const mine = useLoad(`join:mine:${userId}`, async () => {
    const result = await call('getMyJoinApplication');
    return result.success && result.data ? result.data : null;
  });
  const approved = mine.data?.application?.status === JOIN_STATUS.approved;
  // Approved since the session was read: refresh it, so the tabs and guards know the designer.
  useEffect(() => {
    if (approved) void refresh();
  }, [approved, refresh]);
  if (mine.loading || mine.reloading) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  if (!mine.data) return <LoadFailed retry={mine.reload} />;
  const { application, mobile } = mine.data;
  const submitted = mine.reload;
  if (!application) return <JoinFormView initial={emptyJoinForm(mobile)} resubmit={false} onSubmitted={submitted} />;
  return (
    <>
      <JoinStatus application={application} />
      {application.status === JOIN_STATUS.refused && (
        <JoinFormView resubmit onSubmitted={submitted} initial={joinFormOf(application)} />
      )}
    </>
  );
}

export default function JoinPage() {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (user?.isDesigner) {
    const worksType = new URLSearchParams(search).get('worksType');
    return (
      <Navigate to={`/u/${user.userId}${worksType ? `?worksType=${encodeURIComponent(worksType)}` : ''}`} replace />
    );
  }
  return (
    <div className="m-join">
      <header className="m-join-hero">
        <p className="m-join-kicker">设计师入驻</p>
        <h2 className="m-join-title">让好设计遇见好需求</h2>
        <p className="m-join-lead">
          提交一份入驻申请，审核通过后即可上传作品、报名任务。入驻前请阅读
          <Link to="/help/entryRules">《入驻规则》</Link>。
        </p>
        {user === null && (
          <div className="m-join-login">
            <Link className="m-button m-button-block" to={`/login?redirect=${encodeURIComponent(pathname + search)}`}>
              登录后申请入驻
            </Link>
            <p className="m-hint">使用手机号和验证码登录，首次登录自动创建账号。</p>
          </div>
        )}
      </header>
      <ul className="m-join-benefits">
        {JOIN_BENEFITS.map((b) => (
          <li key={b.title}>
            <strong>{b.title}</strong>
            <span>{b.text}</span>
          </li>
        ))}
      </ul>
      <ol className="m-join-steps" aria-label="入驻流程">
        {JOIN_STEPS.map((s, i) => (
          <li key={s}>
            <span className="m-join-step-no">{i + 1}</span>
            {s}
          </li>
        ))}
      </ol>
      {user === undefined ? (
        <div className="m-skeleton m-page-skeleton" aria-hidden="true" />
      ) : user ? (
        <ApplyArea userId={user.userId} />
      ) : null}
    </div>
  );
}
