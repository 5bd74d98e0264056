// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyJoinForm, type JoinForm } from '@bazaar/domain/rules/join-form';
import { useJoinForm } from './join-form';

afterEach(cleanup);

const VALID: JoinForm = {
  realName: '陈思语',
  mobile: '13700000001',
  categoryIds: [1],
  years: 2,
  experience: '两年绘本与儿童读物插画经验。',
  samples: ['/img/a.png', '/img/b.png', '/img/c.png'],
  portfolioUrl: 'https://www.zcool.com.cn/u/1',
  agree: true,
};

function Join(props: { apply: () => Promise<boolean>; submitted: (m: string) => void; initial?: JoinForm }) {
  const { apply, submitted, initial = emptyJoinForm('13800000001') } = props;
  const join = useJoinForm(initial, { apply, submitted, showFirstError: () => undefined });
  const { label, error, ...mobile } = join.text('mobile');
  return (
    <form onSubmit={join.submit} noValidate>
      <label htmlFor={mobile.id}>{label}</label>
      <input {...mobile} />
      {error && <span role="alert">{error}</span>}
      <label>
        <input type="checkbox" {...join.category(3)} />
        插画
      </label>
      <button type="submit" disabled={join.busy}>
        {join.submitLabel}
      </button>
    </form>
  );
}

describe('useJoinForm', () => {
  it('keeps only digits in 联系手机, ticks a category, and refuses an incomplete form without applying', async () => {
    const apply = vi.fn(async () => true);
    render(<Join apply={apply} submitted={vi.fn()} />);
    const mobile = screen.getByLabelText('联系手机') as HTMLInputElement;
    expect(mobile.value).toBe('13800000001');
    expect(mobile.getAttribute('inputmode')).toBe('numeric');
    expect(mobile.getAttribute('autocomplete')).toBe('tel');
    fireEvent.change(mobile, { target: { value: '138-0000-0002' } });
    expect(mobile.value).toBe('13800000002');
    const illustration = screen.getByRole('checkbox', { name: '插画' }) as HTMLInputElement;
    fireEvent.click(illustration);
    expect(illustration.checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交申请' })));
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('useJoinForm, a complete form', () => {
  it('applies once with agree, says 已提交 and is busy meanwhile', async () => {
    let answer!: (ok: boolean) => void;
    const apply = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const submitted = vi.fn();
    render(<Join apply={apply} submitted={submitted} initial={VALID} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交申请' })));
    expect(screen.getByRole('button', { name: '提交中…' })).toHaveProperty('disabled', true);
    expect(apply).toHaveBeenCalledWith({ ...VALID, agree: true });
    await act(async () => answer(true));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0]![0]).toBeTruthy();
  });
});
