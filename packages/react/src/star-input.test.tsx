// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StarInput } from './star-input';

afterEach(cleanup);

function Rated({ start = 0, onChange = () => undefined }: { start?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <StarInput
      label="沟通"
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
      star={(on) => <i data-testid="star">{on ? '★' : '☆'}</i>}
      classes={{ root: 'r', choice: 'c', word: 'w' }}
    />
  );
}

describe('StarInput', () => {
  it('is a group of five named radios under its label, saying 请打分 before any', () => {
    render(<Rated />);
    const group = screen.getByRole('group', { name: '沟通' });
    expect(group.className).toBe('r');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: /4 星 / })).toBeTruthy();
    expect(screen.getByText('请打分')).toBeTruthy();
    expect(
      screen
        .getAllByTestId('star')
        .map((s) => s.textContent)
        .join(''),
    ).toBe('☆☆☆☆☆');
  });

  it('picks a star: the stars up to it light, its word shows, and the choice is reported', () => {
    const onChange = vi.fn();
    render(<Rated onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: /4 星 / }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect((screen.getByRole('radio', { name: /4 星 / }) as HTMLInputElement).checked).toBe(true);
    expect(
      screen
        .getAllByTestId('star')
        .map((s) => s.textContent)
        .join(''),
    ).toBe('★★★★☆');
    expect(screen.queryByText('请打分')).toBeNull();
    const lit = [...document.querySelectorAll('label.c[data-on]')];
    expect(lit).toHaveLength(4);
  });

  it('takes nothing while disabled', () => {
    render(<StarInput label="质量" value={0} onChange={() => undefined} disabled star={() => '★'} />);
    // A disabled fieldset disables every radio in it (the browser's rule; the e2e suite clicks through it).
    expect((screen.getByRole('group', { name: '质量' }) as HTMLFieldSetElement).disabled).toBe(true);
  });
});
