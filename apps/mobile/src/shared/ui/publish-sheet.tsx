/**
 * 一句话说明需求 as a bottom sheet (docs/product.md §2, §4, §5; the desktop's quick-publish dialog): task name and
 * budget, and for a visitor mobile + SMS code — 登录并发布 logs in (a new number makes an employer account), then
 * publishes. The rules, messages and sequence are the desktop's (`@bazaar/domain/rules` quick-publish-form). Once
 * published the sheet shows the success card with the consultant's WeChat QR; 朕知道了 opens 我发布的任务.
 */
import { useEffect, useReducer, useState, type ChangeEvent, type FormEvent } from 'react';
import { checkSelfAssign } from '@bazaar/domain/rules';
import {
  initialQuickPublish,
  quickPublishReducer,
  runQuickPublish,
  type QuickPublishField,
  type QuickPublishRequest,
} from '@bazaar/domain/rules/quick-publish-form';
import { call, dataOr } from '@/shared/api';
import { completeLogin } from '@/shared/login';
import { useNavigate } from '@/shared/router';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { clearLoads, useLoad } from '@/shared/use-load';
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
  const [form, dispatch] = useReducer(quickPublishReducer, initialQuickPublish);
  const [submitting, setSubmitting] = useState(false);
  const needsLogin = !user;

  // docs/product.md §5: opened with one's own id as designerId → 不能给自己指派任务, and the sheet closes.
  useEffect(() => {
    const message = checkSelfAssign(request.designerId, user?.userId);
    if (message) {
      toast.error(message);
      onClose();
    }
  }, [request.designerId, user?.userId, onClose]);

  const field = (name: QuickPublishField) => ({
    id: `publish-${name}`,
    name,
    value: form.values[name],
    error: form.errors[name] ?? null,
    onChange: (e: ChangeEvent<HTMLInputElement>) => dispatch({ type: 'change', field: name, value: e.target.value }),
    onBlur: () => dispatch({ type: 'blur', field: name }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const result = await runQuickPublish(
        { values: form.values, request, userId: user?.userId ?? null, sourceAddress: window.location.href },
        {
          login: async (mobile, smsCode) => (await call('loginByMobile', { mobile, smsCode })).success,
          completeLogin: async () => (await completeLogin(refresh))?.userId ?? null,
          publish: async (payload) => (await call('pubTaskEmploy', payload)).success,
          warn: (message) => toast.error(message),
        },
      );
      if (result.outcome === 'invalid' && result.errors) {
        dispatch({ type: 'submitErrors', errors: result.errors });
        const first = (Object.keys(result.errors) as QuickPublishField[])[0];
        if (first) document.getElementById(`publish-${first}`)?.focus();
      } else if (result.outcome === 'selfAssign') {
        onClose();
      } else if (result.outcome === 'published') {
        clearLoads(); // the task lists changed
        onPublished();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="m-form" onSubmit={submit} noValidate>
      <p className="m-publish-lead">
        {request.designerId === null
          ? '写下你想要的设计和预算，平台顾问会尽快联系你，帮你找到合适的设计师。'
          : '写下你想要的设计和预算，任务将直接发给这位设计师，平台顾问会协助你们沟通。'}
      </p>
      <Field label="任务名称" placeholder="例如：给奶茶店设计一套插画菜单" maxLength={20} {...field('taskName')} />
      <Field
        label="任务预算（元）"
        placeholder="请输入预算金额"
        inputMode="decimal"
        autoComplete="off"
        {...field('taskAmount')}
      />
      {needsLogin && (
        <>
          <Field
            label="手机号"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
            placeholder="请输入11位手机号"
            hint="未注册的手机号验证后将自动创建账号"
            {...field('mobile')}
          />
          <Field
            label="验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入短信验证码"
            {...field('smsCode')}
            addon={
              <SmsButton
                mobile={form.values.mobile}
                onCode={(code) => dispatch({ type: 'codeReceived', value: code })}
                onInvalid={() => dispatch({ type: 'blur', field: 'mobile' })}
              />
            }
          />
        </>
      )}
      <button type="submit" className="m-button m-button-block" disabled={submitting}>
        {submitting ? '发布中…' : needsLogin ? '登录并发布' : '立即发布'}
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
