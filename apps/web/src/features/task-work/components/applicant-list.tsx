import { APPLICATION_STATUS } from '@bazaar/domain/constants';
import type { Applicant } from '@bazaar/domain/entities';
import { avatarUrl, coverUrl } from '@bazaar/domain/format';
import { Link } from 'react-router';
import * as paths from '@/shared/lib/paths';
import { Button } from '@/shared/ui/button';
import { ContactButton } from '@/shared/messaging/contact-button';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { useApplicants } from '../api/task-queries';
import list from './applicant-list.module.css';
import styles from './task-work.module.css';
import { ApplyStatusBadge } from './apply-status-badge';

const SAMPLES = 3;

interface ApplicantListProps {
  orderId: number;
  /** Assigning is possible now (招募中). */
  canAssign: boolean;
  /** Why 选TA is not possible yet (the bounty is not held): the buttons show, disabled, with this title. */
  assignBlocked?: string | undefined;
  onAssign: (applicant: Applicant) => void;
}

/** The owner's view of who applied: avatar, name, level, up to 3 sample works, 选TA (issue 7). */
export function ApplicantList({ orderId, canAssign, assignBlocked, onAssign }: ApplicantListProps) {
  const { data, isPending } = useApplicants(orderId, true);
  if (isPending)
    return (
      <ul className={list.applicants} aria-hidden="true">
        {[0, 1].map((i) => (
          <li key={i} className={list.applicant}>
            <Skeleton round style={{ width: 48, height: 48 }} />
            <Skeleton style={{ height: 48, flex: 1 }} />
          </li>
        ))}
      </ul>
    );
  const rows = data?.rows ?? [];
  if (rows.length === 0) return <p className={styles.muted}>还没有设计师报名，顾问会为您推荐合适的设计师</p>;
  return (
    <ul className={list.applicants}>
      {rows.map((a) => (
        <li key={a.designer.userId} className={list.applicant}>
          <Link to={paths.designer(a.designer.userId)} className={list.applicantWho}>
            <Img
              src={a.designer.picture ? avatarUrl(a.designer.picture) : null}
              alt={a.designer.name}
              ratio="1 / 1"
              round
              className={list.avatar}
            />
            <span>
              <strong>{a.designer.name}</strong>
              <span className={list.level}>{a.designer.designerLevelName}</span>
            </span>
          </Link>
          <ul className={list.samples}>
            {a.designer.imageVos.slice(0, SAMPLES).map((w) => (
              <li key={w.worksId}>
                <Link to={paths.work(w.worksId)}>
                  <Img src={coverUrl(w.cover)} alt={w.title} ratio="4 / 3" />
                </Link>
              </li>
            ))}
          </ul>
          <div className={list.applicantAction}>
            <ContactButton designerId={a.designer.userId} orderId={orderId} label="发消息" size="small" />
            {canAssign && a.applyStatus === APPLICATION_STATUS.applied ? (
              <Button
                variant="primary"
                size="small"
                disabled={assignBlocked !== undefined}
                title={assignBlocked}
                onClick={() => onAssign(a)}
              >
                选TA
              </Button>
            ) : (
              <ApplyStatusBadge status={a.applyStatus} name={a.applyStatusName} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
