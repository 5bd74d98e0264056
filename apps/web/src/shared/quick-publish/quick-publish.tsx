/**
 * 一句话说明需求 — the quick-publish dialog and its success modal (docs/product.md §2, §4, §5). A lazy chunk: the
 * store (`quick-publish-store.ts`) is all the first load carries.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { QuickPublishRequest } from '@bazaar/domain/rules/quick-publish-form';
import { quickPublishLead, useQuickPublishForm } from '@bazaar/react/quick-publish';
import { callApi, dataOr } from '../api/client';
import { completeLogin, loginByMobile } from '../auth/sms-login';
import * as paths from '../lib/paths';
import { useSession } from '../session/use-session';
import { SmsCodeButton } from '../sms/sms-code-button';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { toast } from '../ui/toast/toast-store';
import type { QuickPublishOpening } from './quick-publish-store';
import styles from './quick-publish.module.css';

interface FormProps {
  request: QuickPublishRequest;
  onClose: () => void;
  onPublished: () => void;
}

function PublishForm({ request, onClose, onPublished }: FormProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const publish = useQuickPublishForm({
    request,
    userId: session.userId,
    deps: {
      login: async (mobile, smsCode) => (await loginByMobile(mobile, smsCode)).success,
      completeLogin: async () => (await completeLogin(queryClient))?.userId ?? null,
      publish: async (payload) => (await callApi('pubTaskEmploy', payload)).success,
      warn: (message) => toast.error(message),
    },
    onClose,
    onPublished: () => {
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
      onPublished();
    },
  });
  const { focusFirst } = publish;

  // Focus the task name once the dialog is open (the Dialog's showModal runs in its own, earlier effect).
  useEffect(() => focusFirst(), [focusFirst]);

  return (
    <Dialog open title="一句话说明需求" onClose={onClose}>
      <form className={styles.form} onSubmit={publish.submit} noValidate>
        <p className={styles.lead}>{quickPublishLead(request)}</p>
        <FormField {...publish.field('taskName')} />
        <FormField {...publish.field('taskAmount')} />
        {publish.needsLogin && (
          <>
            <FormField {...publish.field('mobile')} />
            <FormField
              {...publish.field('smsCode')}
              addon={<SmsCodeButton mobile={publish.values.mobile} onCode={publish.codeReceived} />}
            />
          </>
        )}
        <Button type="submit" variant="primary" className={styles.submit} disabled={publish.submitting}>
          {publish.submitLabel}
        </Button>
      </form>
    </Dialog>
  );
}

/**
 * The consultant's WeChat QR, as an operator set it in the console (内容管理 → 快速发布 · 顾问二维码);
 * null when none is set or it cannot be loaded — the success dialog then keeps its words without a code.
 * Asked for when the form opens, so the success dialog has it at once.
 */
function useConsultantQr() {
  return useQuery({
    queryKey: ['cms', 'consultant-qr'],
    queryFn: async () => dataOr(await callApi('getConsultantQr', undefined, { silent: true }), null),
    staleTime: 5 * 60_000,
  });
}

function PublishSuccess({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const qr = useConsultantQr().data;
  const done = () => {
    onDone();
    void navigate(paths.myTasks);
  };
  return (
    <Dialog
      open
      title="恭喜您，任务发布成功！"
      footer={
        <Button variant="primary" onClick={done} autoFocus>
          朕知道了
        </Button>
      }
    >
      <div className={styles.success}>
        {qr && <img src={qr.image} alt="平台顾问微信二维码" width={160} height={160} className={styles.qr} />}
        <p>平台顾问将在 1 个工作日内与你联系，确认需求细节。</p>
        {qr && <p className={styles.hint}>{qr.caption}</p>}
      </div>
    </Dialog>
  );
}

/**
 * One opening: the form, then (published) the success modal. A new opening (another trigger) starts from an
 * empty form; the form's state resets by remounting.
 */
export default function QuickPublish({ request, onDone }: { request: QuickPublishOpening; onDone: () => void }) {
  const [published, setPublished] = useState<number | null>(null);
  useConsultantQr();
  if (published === request.n) return <PublishSuccess onDone={onDone} />;
  return <PublishForm key={request.n} request={request} onClose={onDone} onPublished={() => setPublished(request.n)} />;
}
