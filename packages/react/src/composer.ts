/**
 * A conversation's composer text, one for both sites (issue 25, issue 35): Enter sends and Shift+Enter makes a
 * new line (never while an input method is composing), an empty or over-long text is not sent, the sent text is
 * trimmed, and the field is emptied and focused again for the next line. The rules are
 * `@bazaar/domain/rules/chat-thread`'s; each site draws its own composer (the desktop's under the thread, the
 * phone's fixed above the safe area) with its image and file pickers.
 */
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { canSendText, MESSAGE_TEXT_MAX, sendsOnEnter } from '@bazaar/domain/rules/chat-thread';

export function useComposerText(onSend: (text: string) => void) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const ready = canSendText(text);
  const send = () => {
    if (!ready) return;
    onSend(text.trim());
    setText('');
    input.current?.focus();
  };
  return {
    text,
    /** The textarea's element (focused again after a send). */
    input,
    /** Something to send, within MESSAGE_TEXT_MAX. */
    ready,
    tooLong: text.length > MESSAGE_TEXT_MAX,
    send,
    onChange: (e: ChangeEvent<HTMLTextAreaElement>) => setText(e.target.value),
    onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => {
      if (sendsOnEnter({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
        e.preventDefault();
        send();
      }
    },
  };
}

/** The multipart body of sendMessageFile: the conversation, the message's client id, the file. */
export function messageFileForm(conversationId: number, clientId: string, file: Blob): FormData {
  const form = new FormData();
  form.append('conversationId', String(conversationId));
  form.append('clientId', clientId);
  form.append('files', file);
  return form;
}

/**
 * A file input's change handler: the one file picked goes to `pick`, and the input is emptied so picking the same
 * file again is a change again.
 */
export const onFilePicked =
  (pick: (file: File) => void) =>
  (e: ChangeEvent<HTMLInputElement>): void => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) pick(file);
  };
