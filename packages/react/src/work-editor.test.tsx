// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGES_COUNT } from '@bazaar/domain/rules/work-form';
import { useImageSlots, useWorkEditor, type SlotImage } from './work-editor';

afterEach(cleanup);

const STORED: SlotImage = { url: 'https://img.example/works/1.png', width: 800, height: 600 };
const WORK = {
  worksId: 7,
  title: '春日插画',
  categoryId: 3,
  worksType: 1,
  worksSubType: 1,
  description: '',
  images: [STORED],
};

/** A bare editor over the hooks: the sites draw their own fields, the logic is this. */
function Editor(props: { work: typeof WORK | null; save: (draft: unknown) => Promise<boolean>; onSaved?: () => void }) {
  const images = useImageSlots(props.work?.images ?? [], {
    upload: () => new Promise(() => undefined),
    refuse: () => undefined,
  });
  const { form, submit, titleField, errors, busy, submitLabel } = useWorkEditor({
    work: props.work,
    images,
    save: props.save,
    onSaved: props.onSaved ?? (() => undefined),
    invalid: '[aria-invalid="true"]',
  });
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <input
        aria-label={titleField.label}
        name={titleField.name}
        maxLength={titleField.maxLength}
        value={titleField.value}
        aria-invalid={titleField.error ? true : undefined}
        onChange={titleField.onChange}
      />
      <p>{titleField.error}</p>
      <p>{errors.categoryId}</p>
      <p>{errors.images}</p>
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

describe('useWorkEditor', () => {
  it('shows every field error, focuses the first, and saves nothing when the draft fails its checks', async () => {
    const save = vi.fn(async () => true);
    render(<Editor work={null} save={save} />);
    expect(screen.getByRole('button').textContent).toBe('发布作品');
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(screen.getByText('请输入作品标题')).toBeTruthy();
    expect(screen.getByText('请选择作品分类')).toBeTruthy();
    expect(screen.getByText(IMAGES_COUNT)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('作品标题'));
    expect(screen.getByLabelText('作品标题').getAttribute('maxlength')).toBe('40');
    expect(save).not.toHaveBeenCalled();
  });

  it("sends an edited work's checked draft with its id, says 保存中… meanwhile, and reports the save", async () => {
    let finish!: (saved: boolean) => void;
    const save = vi.fn(() => new Promise<boolean>((r) => (finish = r)));
    const onSaved = vi.fn();
    render(<Editor work={WORK} save={save} onSaved={onSaved} />);
    expect(screen.getByRole('button').textContent).toBe('保存修改');
    fireEvent.change(screen.getByLabelText('作品标题'), { target: { value: '  夏日插画 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button').textContent).toBe('保存中…');
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ worksId: 7, title: '夏日插画', categoryId: 3, images: [STORED] }),
    );
    await act(async () => finish(true));
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('保存修改');
  });

  it('does not report a save the api refused', async () => {
    const onSaved = vi.fn();
    render(<Editor work={WORK} save={async () => false} onSaved={onSaved} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
