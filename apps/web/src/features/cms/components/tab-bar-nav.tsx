import { NavMenu } from '@/shared/ui/nav-menu';
import { useTabBar } from '../api/get-tab-bar';

/** The header navigation is whatever the CMS tab bar says (docs/product.md §2 main header, §9 limits). */
export function TabBarNav({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { data } = useTabBar();
  return <NavMenu items={data ?? []} label="主导航" tone={tone} />;
}
