/**
 * 我的: a visitor gets the login card; a logged-in user their own corner — tasks (published, and applied for a
 * designer), favourites, homepage, a designer's growth (results, diagnosis, health, plans), and the account pages
 * (settings, bills), which open their own pages.
 */
import { Link } from '@/shared/router';
import { displayNickname } from '@bazaar/domain/format';
import { useUnreadCounts } from '@/shared/inbox/store';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { clearLoads } from '@bazaar/react/read';
import { MeIcon } from '@/shared/ui/icons';
import { Menu as Group, REPORT_ENTRIES, type MenuEntry as Entry } from '@/shared/ui/menu';

export default function MePage() {
  const { user, logout } = useSession();
  const unread = useUnreadCounts();
  if (user === undefined) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  if (!user)
    return (
      <div className="m-me">
        <div className="m-me-card">
          <span className="m-me-avatar" aria-hidden="true">
            <MeIcon />
          </span>
          <div>
            <p className="m-me-name">未登录</p>
            <p className="m-me-role">登录后查看任务、收藏和账户</p>
          </div>
        </div>
        <Link to="/login?redirect=%2Fmy" className="m-button m-button-block">
          登录 / 注册
        </Link>
        <Group
          title="逛逛"
          entries={[
            { to: '/works', label: '浏览作品' },
            { to: '/designer', label: '找设计师' },
            { to: '/help/qa', label: '常见问题' },
          ]}
        />
      </div>
    );

  const designer: Entry[] = user.isDesigner
    ? [
        { to: '/u/task', label: '我接的任务', hint: '报名与进行中' },
        { to: `/u/${user.userId}`, label: '我的主页' },
        { to: '/u/works', label: '我的作品', hint: '上传与管理' },
        { to: '/my/clips', label: '我的视频作品', hint: '上传短视频' },
        { to: '/u/account', label: '设计师账户', hint: '收入与提现' },
      ]
    : [];
  return (
    <div className="m-me">
      <div className="m-me-card">
        <span className="m-me-avatar" aria-hidden="true">
          <MeIcon />
        </span>
        <div>
          <p className="m-me-name">{displayNickname(user.nickName)}</p>
          <p className="m-me-role">{user.isDesigner ? '设计师' : '雇主'}</p>
        </div>
      </div>
      <Group
        title="消息"
        entries={[
          { to: '/messages', label: '我的消息', ...(unread.messages > 0 ? { hint: `${unread.messages} 条未读` } : {}) },
          {
            to: '/notifications',
            label: '通知',
            ...(unread.notifications > 0 ? { hint: `${unread.notifications} 条未读` } : {}),
          },
        ]}
      />
      {designer.length > 0 && <Group title="设计师中心" entries={designer} />}
      {user.isDesigner && (
        <Group title="成长" entries={[...REPORT_ENTRIES, { to: '/my/growth', label: '我的成长', hint: '成长计划' }]} />
      )}
      <Group
        title="雇主中心"
        entries={[
          { to: '/uc', label: '任务概览', hint: '各状态任务数' },
          { to: '/uc/task', label: '我发布的任务' },
          { to: '/uc/designer', label: '我的人才库' },
          { to: '/uc/account', label: '我的账户', hint: '余额与账单' },
        ]}
      />
      <Group
        title="收藏"
        entries={[
          { to: '/favorite/works', label: '收藏的作品' },
          { to: '/favorite/designer', label: '收藏的设计师' },
        ]}
      />
      <Group
        title="设置"
        entries={[
          { to: '/my/setting', label: '账号设置' },
          { to: '/help/qa', label: '帮助中心' },
        ]}
      />
      <button
        type="button"
        className="m-button m-button-plain m-button-block"
        onClick={async () => {
          await logout();
          clearLoads();
          toast.info('已退出登录');
        }}
      >
        退出登录
      </button>
    </div>
  );
}
