import { Link } from 'react-router';
import styles from './logo.module.css';
import * as paths from '@/shared/lib/paths';

export function Logo({ tone = 'light', suffix }: { tone?: 'light' | 'dark'; suffix?: string }) {
  return (
    <Link to={paths.home} className={styles.logo} data-tone={tone} aria-label="设计集市首页">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--brand)" />
        <path
          d="M9 22V10h6.5a4 4 0 0 1 0 8H12m0 0 7 4"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.word}>设计集市</span>
      {suffix && <span className={styles.suffix}>{suffix}</span>}
    </Link>
  );
}
