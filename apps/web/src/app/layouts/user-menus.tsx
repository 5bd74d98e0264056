import { displayNickname } from '@bazaar/domain/format';
import TopBarInbox from '@/features/messages/components/top-bar-inbox';
import * as paths from '@/shared/lib/page-paths';
import { useLogout } from '@/shared/session/use-logout';
import { DropdownMenu, type DropdownItem } from '@/shared/ui/dropdown-menu';
import styles from './top-bar.module.css';

/** docs/product.md §2 top bar menus. */
const DESIGNER_CENTER: readonly DropdownItem[] = [
  { label: '我的任务', to: paths.designerTasks },
  { label: '我的主页', to: paths.myHome },
  { label: '上传作品', to: paths.myWorks() },
];
const EMPLOYER_CENTER: readonly DropdownItem[] = [
  { label: '我的任务', to: paths.myTasks },
  { label: '我的人才库', to: paths.talentPool },
  { label: '收藏作品', to: paths.favoriteWorks },
];

/**
 * The logged-in part of the top bar: 设计师中心 (designers), 雇主中心, and the nickname menu with 账号设置 /
 * 退出登录, and the inbox (消息, the bell; issue 25). Its own chunk: a visitor's first load (the home budget) never needs the menus.
 */
export default function UserMenus({ isDesigner, nickName }: { isDesigner: boolean; nickName: string | null }) {
  const logout = useLogout();
  const account: readonly DropdownItem[] = [
    { label: '账号设置', to: paths.mySetting },
    { label: '退出登录', onSelect: () => void logout() },
  ];
  return (
    <>
      <TopBarInbox />
      {isDesigner && <DropdownMenu label="设计师中心" items={DESIGNER_CENTER} />}
      <DropdownMenu label="雇主中心" items={EMPLOYER_CENTER} />
      <DropdownMenu
        label={displayNickname(nickName)}
        items={account}
        align="end"
        icon={<span className={styles.avatar} aria-hidden="true" />}
      />
    </>
  );
}
