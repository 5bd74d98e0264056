// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { useNicknameForm, useOnLeaveSwitch, usePasswordForm } from './account-settings';
import { Input } from './test-kit';

afterEach(cleanup);

function Nickname({ update, saved }: { update: () => Promise<boolean>; saved: (m: string) => void }) {
  const { field, submit, submitLabel } = useNicknameForm('林小鹿', { update, saved });
  return (
    <form onSubmit={submit} noValidate>
      <Input {...field} />
      <button type="submit">{submitLabel}</button>
    </form>
  );
}

function Password(props: { hasPassword: boolean; update: (input: unknown) => Promise<boolean>; saved: () => void }) {
  const { field, submit, submitLabel } = usePasswordForm(props.hasPassword, props);
  return (
    <form onSubmit={submit} noValidate>
      {props.hasPassword ? <Input {...field('oldPassword')} /> : <Input {...field('smsCode')} />}
      <Input {...field('password')} />
      <Input {...field('confirm')} />
      <button type="submit">{submitLabel}</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('account settings forms', () => {
  it('refuses an empty nickname without saving, then saves it trimmed', async () => {
    const update = vi.fn(async () => true);
    const saved = vi.fn();
    render(<Nickname update={update} saved={saved} />);
    expect(screen.getByLabelText('昵称').getAttribute('autocomplete')).toBe('nickname');
    type('昵称', '   ');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存昵称' })));
    expect(screen.getByRole('alert').textContent).toBe('请输入昵称');
    expect(update).not.toHaveBeenCalled();
    type('昵称', ' 小鹿工作室 ');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存昵称' })));
    expect(update).toHaveBeenCalledWith({ nickName: '小鹿工作室' });
    expect(saved).toHaveBeenCalledWith('昵称已更新');
  });

  it('changes a password with the old one, checks both entries, and clears the form once saved', async () => {
    const update = vi.fn(async () => true);
    const saved = vi.fn();
    render(<Password hasPassword update={update} saved={saved} />);
    expect(screen.getByLabelText('新密码').getAttribute('type')).toBe('password');
    type('新密码', 'short');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '修改密码' })));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      '请输入原密码',
      '密码至少8位',
      '两次输入的密码不一致',
    ]);
    expect(update).not.toHaveBeenCalled();
    type('原密码', 'old-secret-1');
    type('新密码', 'new-secret-2');
    type('确认密码', 'new-secret-2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '修改密码' })));
    expect(update).toHaveBeenCalledWith({ password: 'new-secret-2', oldPassword: 'old-secret-1' });
    expect(saved).toHaveBeenCalledWith('密码修改成功');
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('');
  });

  it('sets a first password with an SMS code instead of the old one', async () => {
    const update = vi.fn(async () => true);
    render(<Password hasPassword={false} update={update} saved={() => undefined} />);
    type('验证码', ' 123456 ');
    type('新密码', 'new-secret-2');
    type('确认密码', 'new-secret-2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '设置密码' })));
    expect(update).toHaveBeenCalledWith({ password: 'new-secret-2', smsCode: '123456' });
  });
});

function OnLeave({ save, saved }: { save: (next: boolean) => Promise<boolean>; saved: (m: string) => void }) {
  const [onLeave, setOnLeave] = useState(false);
  const { label, hint, button } = useOnLeaveSwitch(onLeave, {
    save: async (next) => {
      const ok = await save(next);
      if (ok) setOnLeave(next);
      return ok;
    },
    saved,
  });
  return (
    <div>
      <p {...label} />
      <p {...hint} />
      <button {...button} />
    </div>
  );
}

describe('useOnLeaveSwitch', () => {
  it('is a switch named 休假中 and described by its hint; a save flips it and says so', async () => {
    const save = vi.fn(async () => true);
    const saved = vi.fn();
    render(<OnLeave save={save} saved={saved} />);
    const toggle = screen.getByRole('switch', { name: '休假中' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBe(screen.getByText(/开启后暂停接单/).id);
    await act(async () => fireEvent.click(toggle));
    expect(save).toHaveBeenCalledWith(true);
    expect(saved).toHaveBeenCalledWith('已设置为休假中');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/休假期间不会收到新的任务邀请/)).toBeTruthy();
  });

  it('says nothing and stays as it was when the save is refused; disabled while saving', async () => {
    let answer!: (ok: boolean) => void;
    const save = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const saved = vi.fn();
    render(<OnLeave save={save} saved={saved} />);
    const toggle = screen.getByRole('switch', { name: '休假中' });
    fireEvent.click(toggle);
    expect(toggle).toHaveProperty('disabled', true);
    await act(async () => answer(false));
    expect(saved).not.toHaveBeenCalled();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle).toHaveProperty('disabled', false);
  });
});
