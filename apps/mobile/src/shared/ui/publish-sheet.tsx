/**
 * 一句话说明需求 as a bottom sheet (docs/product.md §2, §4, §5; the desktop's quick-publish dialog): task name and
 * budget, and for a visitor mobile + SMS code — 登录并发布 logs in (a new number makes an employer account), then
 * publishes. The rules, messages and sequence are the desktop's (`@bazaar/domain/rules` quick-publish-form). Once
 * published the sheet shows the success card with the consultant's WeChat QR; 朕知道了 opens 我发布的任务.
 */
import { useState } from 'react';
import type { QuickPublishRequest } from '@bazaar/domain/rules/quick-publish-form';
import { quickPublishLead, useQuickPublishForm } from '@bazaar/react/quick-publish';
import { call, dataOr } from '@/shared/api';
import { completeLogin } from '@/shared/login';
import { useNavigate } from '@/shared/router';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { clearLoads, useLoad } from '@bazaar/react/read';
import { Field } from './field';
import { Sheet } from './sheet';
import { SmsButton } from './sms-button';
import '@/styles/publish-sheet.css';

interface Props {
  request: QuickPublishRequest;
  onClose: () => void;
}

function PublishForm({ request, onClose, onPublished }: Props & { onPublished: () => void }) {
  const { user, refresh } = useSession();
  const publish = useQuickPublishForm({
    request,
    userId: user?.userId ?? null,
    deps: {
      login: async (mobile, smsCode) => (await call('loginByMobile', { mobile, smsCode })).success,
      completeLogin: async () => (await completeLogin(refresh))?.userId ?? null,
      publish: async (payload) => (await call('pubTaskEmploy', payload)).success,
      warn: (message) => toast.error(message),
    },
    onClose,
    onPublished: () => {
      clearLoads(); // the task lists changed
      onPublished();
    },
  });

  return (
    <form className="m-form" onSubmit={publish.submit} noValidate>
      <p className="m-publish-lead">{quickPublishLead(request)}</p>
      <Field {...publish.field('taskName')} />
      <Field {...publish.field('taskAmount')} />
      {publish.needsLogin && (
        <>
          <Field {...publish.field('mobile')} />
          <Field
            {...publish.field('smsCode')}
            addon={
              <SmsButton
                mobile={publish.values.mobile}
                onCode={publish.codeReceived}
                onInvalid={publish.mobileInvalid}
              />
            }
          />
        </>
      )}
      <button type="submit" className="m-button m-button-block" disabled={publish.submitting}>
        {publish.submitLabel}
      </button>
    </form>
  );
}

/** The consultant's WeChat QR as an operator set it (内容管理 → 快速发布 · 顾问二维码); null when none is set. */
const useConsultantQr = () =>
  useLoad('cms:consultant-qr', async () => dataOr(await call('getConsultantQr', undefined, { silent: true }), null));

function PublishSuccess({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const qr = useConsultantQr().data;
  return (
    <div className="m-publish-success">
      {qr && <img src={qr.image} alt="平台顾问微信二维码" width={160} height={160} className="m-publish-qr" />}
      <p>平台顾问将在 1 个工作日内与你联系，确认需求细节。</p>
      {qr && <p className="m-publish-hint">{qr.caption}</p>}
      <button
        type="button"
        className="m-button m-button-block"
        onClick={() => {
          onDone();
          void navigate('/uc/task');
        }}
      >
        朕知道了
      </button>
    </div>
  );
}

export default function PublishSheet({ request, onClose }: Props) {
  const [published, setPublished] = useState(false);
  useConsultantQr(); // asked for when the form opens, so the success card has it at once
  return (
    <Sheet
      title={published ? '恭喜您，任务发布成功！' : '一句话说明需求'}
      onClose={onClose}
      className="m-publish-sheet"
    >
      {!published && (
        <button type="button" className="m-icon-button m-sheet-close" aria-label="关闭" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      {published ? (
        <PublishSuccess onDone={onClose} />
      ) : (
        <PublishForm request={request} onClose={onClose} onPublished={() => setPublished(true)} />
      )}
    </Sheet>
  );
}
