// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIP_FILE_HINT, useClipUpload } from './clip-upload';
import { progressbarProps, UploadProgress, uploadingWords } from './upload-progress';

afterEach(cleanup);

function Form({ upload }: { upload: Parameters<typeof useClipUpload>[0]['upload'] }) {
  const form = useClipUpload({ upload, notify: { success: vi.fn(), error: vi.fn() } });
  const { label, error, hint: _hint, ...title } = form.title;
  return (
    <form onSubmit={form.submit} noValidate aria-label="上传视频">
      <label>
        {label}
        <input {...title} />
      </label>
      {error && <span role="alert">{error}</span>}
      <label>
        视频文件
        <input type="file" onChange={form.onPick} disabled={form.busy} />
      </label>
      <p data-testid="file-message">{form.fileMessage}</p>
      <button type="submit">{form.submitLabel}</button>
    </form>
  );
}

describe('useClipUpload', () => {
  it('says what may be picked, then refuses to send without a title and a video', async () => {
    const upload = vi.fn();
    render(<Form upload={upload} />);
    expect(screen.getByTestId('file-message').textContent).toBe(CLIP_FILE_HINT);
    expect(screen.getByLabelText('视频标题').getAttribute('maxlength')).toBe('40');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上传视频' })));
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect(screen.getByTestId('file-message').textContent).toBe('请选择要上传的视频');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a video by its bytes, with the api’s message, and empties the input', async () => {
    render(<Form upload={vi.fn()} />);
    const input = screen.getByLabelText('视频文件') as HTMLInputElement;
    const page = new File(['<!doctype html><title>x</title>'], 'fake.mp4', { type: 'video/mp4' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [page] } });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByTestId('file-message').textContent).toBe('只支持 MP4、WebM 格式的视频');
    expect(input.value).toBe('');
  });
});

describe('upload progress', () => {
  it('shows the fraction as a labelled bar and a whole percent; a busy button says 上传中 N%', () => {
    render(<UploadProgress progress={0.426} className="bar" />);
    const bar = screen.getByRole('progressbar', { name: '上传进度' });
    expect(bar.getAttribute('value')).toBe('0.426');
    expect(screen.getByText('43%')).toBeTruthy();
    expect(uploadingWords(0.5, '上传作品')).toBe('上传中 50%');
    expect(uploadingWords(null, '上传作品')).toBe('上传作品');
    expect(progressbarProps('第1张上传进度', 0.999)).toMatchObject({ role: 'progressbar', 'aria-valuenow': 100 });
  });
});
