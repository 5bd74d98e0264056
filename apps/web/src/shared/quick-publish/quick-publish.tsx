/**
 * 一句话说明需求 — the quick-publish dialog and its success modal (docs/product.md §2, §4, §5). A lazy chunk: the
 * store (`quick-publish-store.ts`) is all the first load carries.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { checkSelfAssign } from '@bazaar/domain/rules';
import {
  initialQuickPublish,
  quickPublishReducer,
  runQuickPublish,
  type QuickPublishField,
  type QuickPublishRequest,
} from '@bazaar/domain/rules/quick-publish-form';
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
  const [form, dispatch] = useReducer(quickPublishReducer, initialQuickPublish);
  const [submitting, setSubmitting] = useState(false);
  const refs = useRef<Partial<Record<QuickPublishField, HTMLInputElement | null>>>({});
  // A visitor logs in inside the dialog (docs/product.md §2); decided when the session is known.
  const needsLogin = !session.isLogin;

  // docs/product.md §5: opened with one's own id as designerId → 不能给自己指派任务, and the dialog closes.
  useEffect(() => {
    const message = checkSelfAssign(request.designerId, session.userId);
    if (message) {
      toast.error(message);
      onClose();
    }
  }, [request.designerId, session.userId, onClose]);

  // Focus the task name once the dialog is open (the Dialog's showModal runs in its own, earlier effect).
  useEffect(() => refs.current.taskName?.focus(), []);

  const field = (name: QuickPublishField) => ({
    ref: (el: HTMLInputElement | null) => void (refs.current[name] = el),
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
        { values: form.values, request, userId: session.userId, sourceAddress: window.location.href },
        {
          login: async (mobile, smsCode) => (await loginByMobile(mobile, smsCode)).success,
          completeLogin: async () => (await completeLogin(queryClient))?.userId ?? null,
          publish: async (payload) => (await callApi('pubTaskEmploy', payload)).success,
          warn: (message) => toast.error(message),
        },
      );
      if (result.outcome === 'invalid' && result.errors) {
        dispatch({ type: 'submitErrors', errors: result.errors });
        const first = (Object.keys(result.errors) as QuickPublishField[])[0];
        if (first) refs.current[first]?.focus();
      } else if (result.outcome === 'selfAssign') {
        onClose();
      } else if (result.outcome === 'published') {
        // docs/product.md §2: the dialog closes, the forms reset, the success modal shows.
        dispatch({ type: 'reset' });
        void queryClient.invalidateQueries({ queryKey: ['tasks'] });
        onPublished();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open title="一句话说明需求" onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.lead}>
          {request.designerId === null
            ? '写下你想要的设计和预算，平台顾问会尽快联系你，帮你找到合适的设计师。'
            : '写下你想要的设计和预算，任务将直接发给这位设计师，平台顾问会协助你们沟通。'}
        </p>
        <FormField
          label="任务名称"
          placeholder="例如：给奶茶店设计一套插画菜单"
          maxLength={20}
          {...field('taskName')}
        />
        <FormField
          label="任务预算（元）"
          placeholder="请输入预算金额"
          inputMode="decimal"
          autoComplete="off"
          {...field('taskAmount')}
        />
        {needsLogin && (
          <>
            <FormField
              label="手机号"
              type="tel"
              inputMode="numeric"
              maxLength={11}
              autoComplete="tel"
              placeholder="请输入11位手机号"
              hint="未注册的手机号验证后将自动创建账号"
              {...field('mobile')}
            />
            <FormField
              label="验证码"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="请输入短信验证码"
              {...field('smsCode')}
              addon={
                <SmsCodeButton
                  mobile={form.values.mobile}
                  onCode={(code) => dispatch({ type: 'codeReceived', value: code })}
                />
              }
            />
          </>
        )}
        <Button type="submit" variant="primary" className={styles.submit} disabled={submitting}>
          {submitting ? '发布中…' : needsLogin ? '登录并发布' : '立即发布'}
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
