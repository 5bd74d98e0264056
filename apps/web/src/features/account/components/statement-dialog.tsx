import { useChange } from '@bazaar/react/change';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/api/client';
import { useQuickPublishActive } from '@/shared/quick-publish/quick-publish-active';
import { refetchUserInfo } from '@/shared/session/session-store';
import { Dialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast/toast-store';
import styles from './statement-dialog.module.css';
import { Button } from '@/shared/ui/button';

/**
 * docs/product.md §4 platform statement: shown while whetherToReadNote is 0. It can only be accepted (no ×, Esc does
 * nothing); accepting calls haveReadStatement {whetherToReadNote: 1} and refetches the session, which
 * unmounts the dialog.
 */
export function StatementDialog() {
  const queryClient = useQueryClient();
  // A visitor who just logged in inside the quick-publish dialog reads it after the success modal.
  const publishing = useQuickPublishActive();

  const { run: accept, busy: saving } = useChange(async () => {
    const result = await callApi('haveReadStatement', { whetherToReadNote: 1 });
    if (result.success) {
      await refetchUserInfo(queryClient);
      toast.success('感谢您的支持，祝您创作愉快');
    }
  });

  return (
    <Dialog
      open={!publishing}
      title="平台声明"
      footer={
        <Button variant="primary" className={styles.accept} onClick={() => void accept()} disabled={saving}>
          {saving ? '提交中…' : '我已阅读并同意'}
        </Button>
      }
    >
      <div className={styles.text}>
        <p>欢迎来到设计集市。为了维护良好的创作环境，请您在使用平台前知悉：</p>
        <ol>
          <li>您上传、展示和交付的作品应为本人原创，或已取得权利人的合法授权。</li>
          <li>请尊重他人的著作权、商标权和肖像权，不得抄袭、临摹后冒充原创或擅自商用他人作品。</li>
          <li>平台发现或收到侵权投诉并核实后，将下架相关作品，情节严重的将限制账号使用。</li>
        </ol>
      </div>
    </Dialog>
  );
}

export default StatementDialog;
