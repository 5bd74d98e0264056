import { APPLICATION_STATUS_NAME } from '@bazaar/domain/constants';
import styles from './apply-status-badge.module.css';

/**
 * A designer's application status as a badge: 报名中 in the brand tone, 已录用 green, 未录用 muted. `name`
 * is the server's wording where the row carries one (the applicant list); else the status's own name.
 */
export function ApplyStatusBadge({ status, name }: { status: number; name?: string }) {
  return (
    <span className={styles.badge} data-status={status}>
      {name ?? APPLICATION_STATUS_NAME[status]}
    </span>
  );
}
