import { LOADING_THROTTLE_MS } from '@bazaar/domain/constants';
import { useEffect, useState } from 'react';
import { useRouteLoading } from './route-loading';
import styles from './navigation-progress.module.css';

/** docs/product.md §9 loading bar: shown only when a navigation takes longer than the 200 ms throttle. */
export function NavigationProgress() {
  const busy = useRouteLoading();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setVisible(true), LOADING_THROTTLE_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [busy]);
  return visible ? <div className={styles.bar} role="progressbar" aria-label="页面加载中" /> : null;
}
