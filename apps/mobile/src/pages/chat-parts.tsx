/**
 * The phone's chat pieces (issue 25): avatars, a message's bubble (text, image, file), the time lines, and the
 * composer fixed at the bottom above the safe area. The rules they follow are the web's, shared
 * (`@bazaar/domain/rules/chat-thread`, `@bazaar/domain/format/chat`).
 */
import type { Message } from '@bazaar/domain/entities';
import { chatTime, formatFileSize } from '@bazaar/domain/format/chat';
import { MESSAGE_FILE_ACCEPT, MESSAGE_TEXT_MAX, MESSAGE_TOO_LONG } from '@bazaar/domain/rules/chat-thread';
import { IMAGE_ACCEPT } from '@bazaar/domain/rules/work-form';
import { useEffect, useRef } from 'react';
import { onFilePicked, useComposerText } from '@bazaar/react/composer';
import { Img } from '@/shared/ui/img';

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
export const BellIcon = () => <Icon d="M6 16v-5a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />;
const ImageIcon = () => <Icon d="M3 4h18v16H3zM9 8a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM21 16l-5-5-9 9" />;
export const FileIcon = () => <Icon d="M6 3h8l5 5v13H6zM14 3v5h5" />;

/** A round avatar: the picture, or the name's first character on the brand's soft colour. */
export function Avatar({ src, name, size }: { src: string | null; name: string; size: number }) {
  if (src) return <Img src={src} alt="" width={size} ratio={1} box="1 / 1" className="m-avatar m-chat-avatar" />;
  return (
    <span className="m-chat-avatar m-chat-initial" style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

export const TimeLine = ({ at }: { at: string }) => <p className="m-chat-timeline">{chatTime(at)}</p>;

/** A file in a message: its icon, name and size (a download link around it once sent). */
export function FileCard({ name, size }: { name: string; size: number }) {
  return (
    <span className="m-chat-file">
      <FileIcon />
      <span className="m-chat-file-text">
        <span className="m-chat-file-name">{name}</span>
        <span className="m-chat-file-size">{formatFileSize(size)}</span>
      </span>
    </span>
  );
}

/** What a stored message shows inside its bubble. */
export function MessageBody({ message }: { message: Message }) {
  if (message.file)
    return (
      <a href={message.file.url} download={message.file.name} className="m-chat-file-link">
        <FileCard name={message.file.name} size={message.file.size} />
      </a>
    );
  if (message.image) {
    const { url, width, height } = message.image;
    return (
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="m-chat-image"
        style={{ width: Math.min(200, Math.max(80, width)) }}
      >
        <Img src={url} alt="图片消息" width={200} box={`${width} / ${height}`} />
      </a>
    );
  }
  return <>{message.text}</>;
}

/**
 * The composer: text (发送, or Enter outside an input method's composition; a new line with Shift+Enter),
 * 图片 (uploaded, then sent) and 文件 (an image or a PDF, the task attachments' rules). Reports its height, so
 * the thread keeps its last message above it.
 */
export function Composer({
  onSend,
  onImage,
  onFile,
  uploading,
  onHeight,
}: {
  onSend: (text: string) => void;
  onImage: (file: File) => void;
  onFile: (file: File) => void;
  uploading: boolean;
  onHeight: (px: number) => void;
}) {
  const { text, input, ready, tooLong, send, onChange, onKeyDown } = useComposerText(onSend);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => onHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [onHeight]);

  return (
    <div className="m-composer" ref={box}>
      {tooLong && (
        <p className="m-composer-error" role="alert">
          {MESSAGE_TOO_LONG}（{text.length}/{MESSAGE_TEXT_MAX}）
        </p>
      )}
      <div className="m-composer-row">
        <label className="m-composer-tool" aria-disabled={uploading || undefined}>
          <ImageIcon />
          <span className="visually-hidden">{uploading ? '图片上传中' : '图片'}</span>
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            className="visually-hidden"
            disabled={uploading}
            onChange={onFilePicked(onImage)}
          />
        </label>
        <label className="m-composer-tool">
          <FileIcon />
          <span className="visually-hidden">文件</span>
          <input type="file" accept={MESSAGE_FILE_ACCEPT} className="visually-hidden" onChange={onFilePicked(onFile)} />
        </label>
        <label htmlFor="m-composer-text" className="visually-hidden">
          输入消息
        </label>
        <textarea
          id="m-composer-text"
          ref={input}
          className="m-composer-text"
          value={text}
          rows={1}
          enterKeyHint="send"
          placeholder="输入消息"
          aria-invalid={tooLong || undefined}
          onChange={onChange}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="m-button m-composer-send" disabled={!ready} onClick={send}>
          发送
        </button>
      </div>
    </div>
  );
}
