import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import styles from './money.module.css';
import * as paths from '@/shared/lib/paths';

interface MissingIdProps {
  /** What the address lacks, as a heading (缺少任务编号). */
  title: string;
  /** Where such an address comes from, and so where to go instead. */
  lead: string;
  to: string;
  linkText: string;
}

/**
 * /pay/cashier or /pay/confirm without an id (docs/product.md §2 makes it optional): not the 404 — the page exists,
 * the address is incomplete — so it says what is missing and where to find it.
 */
export function MissingId({ title, lead, to, linkText }: MissingIdProps) {
  return (
    <Container className={styles.page}>
      <section className={`${styles.narrow} ${styles.card} ${styles.result}`} aria-labelledby="missing-id">
        <span className={`${styles.resultIcon} ${styles.pending}`} aria-hidden="true">
          ?
        </span>
        <h1 id="missing-id" className={styles.resultTitle}>
          {title}
        </h1>
        <p className={styles.muted}>{lead}</p>
        <div className={styles.actions}>
          <Button to={to} variant="primary">
            {linkText}
          </Button>
          <Button to={paths.home}>返回首页</Button>
        </div>
      </section>
    </Container>
  );
}
