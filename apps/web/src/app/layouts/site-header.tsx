import { useState } from 'react';
import { Link } from 'react-router';
import { TabBarNav } from '@/features/cms/components/tab-bar-nav';
import { HeaderSearch } from '@/features/search/components/header-search';
import * as paths from '@/shared/lib/paths';
import { useSession } from '@/shared/session/use-session';
import { Container } from '@/shared/ui/container';
import { Logo } from './logo';
import styles from './site-header.module.css';

/**
 * docs/product.md §2 main header: logo, CMS tab bar, expanding search, /join (non-designers, search closed) and
 * the talent pool link. Dark on brand pages.
 */
export function SiteHeader({ dark = false }: { dark?: boolean }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const { isDesigner } = useSession();
  const tone = dark ? 'dark' : 'light';
  return (
    <header className={styles.header} data-tone={tone}>
      <Container className={styles.inner}>
        <Logo tone={tone} />
        <div className={styles.nav}>
          <TabBarNav tone={tone} />
        </div>
        <div className={styles.actions} data-search-open={searchOpen || undefined}>
          <HeaderSearch open={searchOpen} onOpenChange={setSearchOpen} tone={tone} />
          {!isDesigner && !searchOpen && (
            <Link to={paths.join()} className={styles.join}>
              设计师入驻
            </Link>
          )}
          <Link to={paths.talentPool} className={styles.pool}>
            我的人才库
          </Link>
        </div>
      </Container>
    </header>
  );
}
