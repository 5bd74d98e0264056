import { useSession } from '@/shared/session/use-session';
import { Container } from '@/shared/ui/container';
import { NicknameForm } from '../components/nickname-form';
import { OnLeaveToggle } from '../components/on-leave-toggle';
import { PasswordForm } from '../components/password-form';
import styles from '../components/setting.module.css';

/** /my/setting (login guard): nickname, password, and for designers the on-leave toggle. */
export function SettingPage() {
  const session = useSession();
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>账号设置</h1>
        <p className={styles.muted}>管理您的昵称、登录密码{session.isDesigner ? '和接单状态' : ''}。</p>
      </header>
      <section className={styles.panel} aria-labelledby="setting-profile">
        <h2 id="setting-profile" className={styles.panelTitle}>
          基本资料
        </h2>
        {/* Keyed by the saved name, so the field shows it again after the session refetches. */}
        <NicknameForm key={session.nickName ?? ''} current={session.nickName} />
      </section>
      <section className={styles.panel} aria-labelledby="setting-password">
        <h2 id="setting-password" className={styles.panelTitle}>
          登录密码
        </h2>
        <p className={styles.panelLead}>设置后可使用「手机号 + 密码」登录。</p>
        <PasswordForm hasPassword={session.hasPassword} />
      </section>
      {session.isDesigner && session.userId !== null && (
        <section className={styles.panel} aria-labelledby="setting-work">
          <h2 id="setting-work" className={styles.panelTitle}>
            接单状态
          </h2>
          <OnLeaveToggle userId={session.userId} />
        </section>
      )}
    </Container>
  );
}

export default SettingPage;
