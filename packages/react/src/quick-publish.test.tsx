// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@bazaar/domain/rules';
import type { QuickPublishDeps } from '@bazaar/domain/rules/quick-publish-form';
import { quickPublishLead, useQuickPublishForm } from './quick-publish';

afterEach(cleanup);

/** A bare form over the hook: each input labelled by its spec, its error under it. */
function Form(props: {
  userId: number | null;
  designerId?: number | null;
  deps: QuickPublishDeps;
  onClose?: () => void;
  onPublished?: () => void;
}) {
  const request = { designerId: props.designerId ?? null, sourceType: 1 };
  const { field, submit, needsLogin, submitLabel } = useQuickPublishForm({
    request,
    userId: props.userId,
    deps: props.deps,
    onClose: props.onClose ?? (() => undefined),
    onPublished: props.onPublished ?? (() => undefined),
  });
  const input = (name: Parameters<typeof field>[0]) => {
    const { label, error, hint: _hint, ...rest } = field(name);
    return (
      <div key={name}>
        <label>
          {label}
          <input {...rest} />
        </label>
        {error && <span>{error}</span>}
      </div>
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>{quickPublishLead(request)}</p>
      {input('taskName')}
      {input('taskAmount')}
      {needsLogin && [input('mobile'), input('smsCode')]}
      <button type="submit">{submitLabel}</button>
    </form>
  );
}

const deps = (over: Partial<QuickPublishDeps> = {}): QuickPublishDeps => ({
  login: vi.fn(async () => true),
  completeLogin: vi.fn(async () => 42),
  publish: vi.fn(async () => true),
  warn: vi.fn(),
  ...over,
});

describe('useQuickPublishForm', () => {
  it("gives both sites the same inputs: a phone's keyboards, autofill and limits", () => {
    render(<Form userId={null} deps={deps()} />);
    const mobile = screen.getByLabelText('手机号');
    expect(mobile.getAttribute('type')).toBe('tel');
    expect(mobile.getAttribute('autocomplete')).toBe('tel');
    expect(mobile.getAttribute('maxlength')).toBe('11');
    expect(screen.getByLabelText('验证码').getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByLabelText('验证码').getAttribute('maxlength')).toBe('6');
    expect(screen.getByLabelText('任务预算（元）').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByRole('button').textContent).toBe('登录并发布');
  });

  it('shows the errors, focuses the first field to fix, and calls nothing on a bad form', async () => {
    const d = deps();
    render(<Form userId={7} deps={d} />);
    expect(screen.getByRole('button').textContent).toBe('立即发布');
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByText(MESSAGES.taskName)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('任务名称'));
    expect(d.publish).not.toHaveBeenCalled();
  });

  it('logs a visitor in, then publishes the task, then reports it', async () => {
    const d = deps();
    const onPublished = vi.fn();
    render(<Form userId={null} deps={d} onPublished={onPublished} />);
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('任务名称', '奶茶店插画菜单');
    type('任务预算（元）', '800');
    type('手机号', '13800000009');
    type('验证码', '123456');
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(d.login).toHaveBeenCalledWith('13800000009', '123456');
    expect(d.publish).toHaveBeenCalledWith(expect.objectContaining({ taskName: '奶茶店插画菜单' }));
    expect(onPublished).toHaveBeenCalledTimes(1);
  });

  it('refuses at once a form opened to assign oneself, and closes it', () => {
    const d = deps();
    const onClose = vi.fn();
    render(<Form userId={7} designerId={7} deps={d} onClose={onClose} />);
    expect(d.warn).toHaveBeenCalledWith(MESSAGES.selfAssign);
    expect(onClose).toHaveBeenCalled();
  });
});
