// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TEXT_MAX } from '@bazaar/domain/rules/chat-thread';
import { messageFileForm, onFilePicked, useComposerText } from './composer';

afterEach(cleanup);

function Composer({ onSend }: { onSend: (text: string) => void }) {
  const { text, input, ready, tooLong, send, onChange, onKeyDown } = useComposerText(onSend);
  return (
    <div>
      <textarea aria-label="输入消息" ref={input} value={text} onChange={onChange} onKeyDown={onKeyDown} />
      {tooLong && <p role="alert">太长了</p>}
      <button type="button" disabled={!ready} onClick={send}>
        发送
      </button>
    </div>
  );
}

describe('useComposerText', () => {
  it('sends the trimmed text on Enter, empties the field and keeps it focused', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByLabelText<HTMLTextAreaElement>('输入消息');
    fireEvent.change(box, { target: { value: '  你好，方案收到了  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('你好，方案收到了');
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it('keeps Shift+Enter and an input method’s Enter for the text, and sends nothing empty', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByLabelText('输入消息');
    expect(screen.getByRole('button', { name: '发送' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: '第一行' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it(`refuses a text over ${MESSAGE_TEXT_MAX} characters`, () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByLabelText('输入消息');
    fireEvent.change(box, { target: { value: '字'.repeat(MESSAGE_TEXT_MAX + 1) } });
    expect(screen.getByRole('alert').textContent).toBe('太长了');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('messageFileForm', () => {
  it('carries the conversation, the client id and the file, as sendMessageFile reads them', () => {
    const file = new File(['%PDF-1.4'], '方案.pdf', { type: 'application/pdf' });
    const form = messageFileForm(12, 'c-1', file);
    expect(form.get('conversationId')).toBe('12');
    expect(form.get('clientId')).toBe('c-1');
    expect((form.get('files') as File).name).toBe('方案.pdf');
  });
});

describe('onFilePicked', () => {
  it('hands on the one file picked and empties the input; nothing when the pick was cancelled', () => {
    const pick = vi.fn();
    render(<input type="file" aria-label="文件" onChange={onFilePicked(pick)} />);
    const input = screen.getByLabelText('文件') as HTMLInputElement;
    const file = new File(['x'], 'brief.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(pick).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { files: [] } });
    expect(pick).toHaveBeenCalledTimes(1);
  });
});
