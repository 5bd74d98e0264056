/** /my/diagnosis (作品诊断) and /my/healthy (账号健康度), issue 9. */
import { barPercent } from '@bazaar/domain/rules';
import { Link } from 'react-router';
import { Container } from '@/shared/ui/container';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDiagnosis, useHealth } from '../api/growth-api';
import styles from '../components/growth.module.css';
import * as paths from '@/shared/lib/page-paths';

export function DiagnosisPage() {
  const report = useDiagnosis();
  const data = report.data;
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>作品诊断</h1>
          <p className={styles.lead}>根据你的作品和资料自动生成，逐项给出修改入口。</p>
        </div>
        {data && (
          <span className={styles.big}>
            {data.score}
            <small className={styles.muted}> 分 · 共 {data.worksCount} 件作品</small>
          </span>
        )}
      </header>
      {report.isPending || !data ? (
        <Skeleton style={{ height: 360, borderRadius: 8 }} />
      ) : (
        <ul className={styles.list}>
          {data.items.map((item) => (
            <li key={item.key} className={`${styles.card} ${styles.stack}`}>
              <div className={styles.between}>
                <div className={styles.row}>
                  <strong>{item.title}</strong>
                  <span className={`${styles.pill} ${item.level === 'ok' ? styles.pillOk : styles.pillWarn}`}>
                    {item.level === 'ok' ? '良好' : '待改进'}
                  </span>
                </div>
                {item.level === 'warn' && <Link to={item.fixLink}>{item.fixText} ›</Link>}
              </div>
              <p className={styles.muted}>{item.detail}</p>
              {item.works.length > 0 && (
                <div className={styles.row}>
                  {item.works.map((w) => (
                    <Link key={w.worksId} to={paths.myWorks({ edit: w.worksId })} className={styles.pill}>
                      {w.title} · 修改
                    </Link>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

export function HealthyPage() {
  const report = useHealth();
  const data = report.data;
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>账号健康度</h1>
          <p className={styles.lead}>由接单表现计算，满分100；健康度越高，越容易被雇主选中。</p>
        </div>
        {data && (
          <span className={styles.big}>
            {data.score}
            <small className={styles.muted}> / 100</small>
          </span>
        )}
      </header>
      {report.isPending || !data ? (
        <Skeleton style={{ height: 320, borderRadius: 8 }} />
      ) : (
        <ul className={styles.list}>
          {data.parts.map((p) => (
            <li key={p.key} className={`${styles.card} ${styles.stack}`}>
              <div className={styles.between}>
                <strong>{p.name}</strong>
                <span>
                  <span className={styles.tileValue}>{p.points}</span>
                  <span className={styles.muted}> / {p.weight}</span>
                </span>
              </div>
              <div className={styles.progress} aria-hidden>
                <div className={styles.fill} style={{ width: `${barPercent(p.points, p.weight)}%` }} />
              </div>
              <p className={styles.muted}>{p.detail}</p>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
