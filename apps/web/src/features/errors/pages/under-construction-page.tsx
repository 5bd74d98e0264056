import { EaselArt } from '../components/art';
import { StatusPanel } from '../components/status-panel';
import styles from './status-pages.module.css';

/** The honest placeholder for a route a later issue builds: its name, 建设中, and a way home. */
export function UnderConstructionPage({ title = '此页面' }: { title?: string }) {
  return (
    <StatusPanel art={<EaselArt />} title={title}>
      <p className={styles.lead}>页面建设中，敬请期待</p>
      <p className={styles.muted}>我们正在精心打磨这个页面，先去首页看看精选作品吧。</p>
    </StatusPanel>
  );
}

export default UnderConstructionPage;
