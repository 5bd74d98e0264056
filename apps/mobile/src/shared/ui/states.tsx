/** Empty states, list ends and skeletons (docs/design.md: skeletons of the card's shape, never a spinner). */
import { Link } from '@/shared/router';

export function Empty({ text, action }: { text: string; action?: { to: string; label: string } }) {
  return (
    <div className="m-empty">
      <p>{text}</p>
      {action && (
        <Link className="m-button m-button-ghost" to={action.to}>
          {action.label}
        </Link>
      )}
    </div>
  );
}

/** 加载失败 with 重试 (decision 019): a read that failed, in place of what it would have drawn. */
export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className="m-empty">
      <p>加载失败，请检查网络后重试</p>
      <button type="button" className="m-button m-button-ghost" onClick={retry}>
        重试
      </button>
    </div>
  );
}

/** The end of a scrolling list: the element that loads more when it comes into view, 加载失败 · 重试, or 没有更多了. */
export function ListEnd({ list }: { list: ListState }) {
  const { loading, failed, empty, retry, sentinel } = list;
  if (failed)
    return (
      <div className="m-list-end">
        加载失败 ·{' '}
        <button type="button" className="m-link-button" onClick={retry}>
          重试
        </button>
      </div>
    );
  if (loading) return <Sentinel onElement={sentinel} />;
  if (empty) return null;
  return <div className="m-list-end">没有更多了</div>;
}

interface ListState {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  retry(): void;
  sentinel: (el: HTMLDivElement | null) => void;
}

const Sentinel = ({ onElement }: { onElement: (el: HTMLDivElement | null) => void }) => (
  <div ref={onElement} className="m-list-end" aria-hidden="true" />
);

export const CardSkeletons = ({ count, className }: { count: number; className: string }) => (
  <>
    {Array.from({ length: count }, (_, i) => (
      <div key={i} className={`m-skeleton ${className}`} aria-hidden="true" />
    ))}
  </>
);
