/**
 * 一句话说明需求's form, one for both sites (issue 35): the desktop's dialog and the phone's bottom sheet draw it
 * their own way over this hook and these field specs. The rules, messages and sequence (validate → log in when
 * needed → publish) are `@bazaar/domain/rules/quick-publish-form`'s; opening it with one's own id as the designer
 * is refused at once (docs/product.md §5: 不能给自己指派任务).
 */
import { useCallback, useEffect, useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { checkSelfAssign } from '@bazaar/domain/rules';
import {
  initialQuickPublish,
  quickPublishReducer,
  runQuickPublish,
  type QuickPublishDeps,
  type QuickPublishField,
  type QuickPublishRequest,
} from '@bazaar/domain/rules/quick-publish-form';

/** What an input of the form shows and takes (the same on both sites: one phone keyboard, one autofill). */
export interface FieldSpec {
  label: string;
  placeholder: string;
  maxLength?: number;
  type?: 'tel';
  inputMode?: 'decimal' | 'numeric';
  autoComplete?: string;
  hint?: string;
}

export const QUICK_PUBLISH_FIELDS: Record<QuickPublishField, FieldSpec> = {
  taskName: { label: '任务名称', placeholder: '例如：给奶茶店设计一套插画菜单', maxLength: 20 },
  taskAmount: { label: '任务预算（元）', placeholder: '请输入预算金额', inputMode: 'decimal', autoComplete: 'off' },
  mobile: {
    label: '手机号',
    type: 'tel',
    inputMode: 'numeric',
    maxLength: 11,
    autoComplete: 'tel',
    placeholder: '请输入11位手机号',
    hint: '未注册的手机号验证后将自动创建账号',
  },
  smsCode: {
    label: '验证码',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
    placeholder: '请输入短信验证码',
  },
};

/** The form's opening words: an open task, or one sent straight to a designer (雇佣TA). */
export const quickPublishLead = (request: QuickPublishRequest): string =>
  request.designerId === null
    ? '写下你想要的设计和预算，平台顾问会尽快联系你，帮你找到合适的设计师。'
    : '写下你想要的设计和预算，任务将直接发给这位设计师，平台顾问会协助你们沟通。';

export function useQuickPublishForm(options: {
  request: QuickPublishRequest;
  /** The logged-in user's id; null for a visitor (who logs in inside the form). */
  userId: number | null;
  /** The site's calls and toast (its api client shows a refusal itself). */
  deps: QuickPublishDeps;
  onClose: () => void;
  /** Published: the site refreshes its task lists and shows the success card. */
  onPublished: () => void;
}) {
  const { request, userId, deps, onClose, onPublished } = options;
  const [form, dispatch] = useReducer(quickPublishReducer, initialQuickPublish);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<QuickPublishField, HTMLInputElement | null>>>({});
  const needsLogin = userId === null;

  useEffect(() => {
    const message = checkSelfAssign(request.designerId, userId);
    if (message) {
      deps.warn(message);
      onClose();
    }
    // Checked when the form opens and when the session changes, not on every render's new deps object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.designerId, userId, onClose]);

  const focusFirst = useCallback(() => inputs.current.taskName?.focus(), []);

  /** An input's props: its spec, value, error and handlers, and its element (focused when it is the first to fix). */
  const field = (name: QuickPublishField) => ({
    ...QUICK_PUBLISH_FIELDS[name],
    ref: (el: HTMLInputElement | null) => void (inputs.current[name] = el),
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
        { values: form.values, request, userId, sourceAddress: window.location.href },
        deps,
      );
      if (result.outcome === 'invalid' && result.errors) {
        dispatch({ type: 'submitErrors', errors: result.errors });
        const first = (Object.keys(result.errors) as QuickPublishField[])[0];
        if (first) inputs.current[first]?.focus();
      } else if (result.outcome === 'selfAssign') {
        onClose();
      } else if (result.outcome === 'published') {
        // docs/product.md §2: the form resets, the success card shows.
        dispatch({ type: 'reset' });
        onPublished();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values: form.values,
    needsLogin,
    submitting,
    field,
    submit,
    /** The SMS button's code (the dev driver's, filled in) and its refusal of a bad number (the mobile field's error). */
    codeReceived: (code: string) => dispatch({ type: 'codeReceived', value: code }),
    mobileInvalid: () => dispatch({ type: 'blur', field: 'mobile' }),
    /** Focus the first field (the desktop's dialog, once open); the same function every render. */
    focusFirst,
    submitLabel: submitting ? '发布中…' : needsLogin ? '登录并发布' : '立即发布',
  };
}
