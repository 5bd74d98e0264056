import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/shared/ui/icons';
import styles from './section.module.css';

interface SectionProps {
  id: string;
  title: string;
  subtitle: string;
  more?: { to: string; label: string };
  children: ReactNode;
}

export function Section({ id, title, subtitle, more, children }: SectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <header className={styles.head}>
        <div>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        {more && (
          <Link to={more.to} className={styles.more}>
            {more.label}
            <ChevronRightIcon size={16} />
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
