import { PlanetArt } from '../components/art';
import { StatusPanel } from '../components/status-panel';
import styles from './status-pages.module.css';

/** docs/product.md §2 404: the spec's English lines kept verbatim, with the Chinese title first. */
export function NotFoundPage() {
  return (
    <StatusPanel art={<PlanetArt />} title="这个页面去太空旅行了">
      <p className={styles.en} lang="en">
        this page is on a space trip
      </p>
      <p className={styles.lead} lang="en">
        It looks like you’re lost...
      </p>
      <p className={styles.muted} lang="en">
        This page could not be found
      </p>
    </StatusPanel>
  );
}

export default NotFoundPage;
