import { HeartIcon } from '../ui/icons';
import { Button } from '../ui/button';
import type { FavoriteKind } from './favorite-store';
import { useFavorite } from './use-favorite';
import styles from './favorite-toggle.module.css';

interface FavoriteToggleProps {
  kind: FavoriteKind;
  id: number;
  /** The server's isAdd for this viewer (false for visitors; their state is local). */
  isAdd: boolean;
  /** `button`: a labelled 收藏 button; `icon`: a round heart for cards and toolbars. */
  variant?: 'button' | 'icon';
  /** `medium` is the default button height, for a toggle beside a default button (雇佣TA). */
  size?: 'small' | 'medium' | 'large';
}

/** The 收藏 toggle of docs/product.md §3 (isAdd): works and designers, visitors and logged-in users alike. */
export function FavoriteToggle({
  kind,
  id,
  isAdd: serverIsAdd,
  variant = 'button',
  size = 'small',
}: FavoriteToggleProps) {
  const { isAdd, pending, toggle } = useFavorite(kind, id, serverIsAdd);
  const what = kind === 'works' ? '作品' : '设计师';
  const label = isAdd ? `取消收藏${what}` : `收藏${what}`;
  if (variant === 'icon') {
    return (
      <button
        type="button"
        className={styles.icon}
        aria-pressed={isAdd}
        aria-label={label}
        title={label}
        disabled={pending}
        onClick={() => void toggle()}
      >
        <HeartIcon size={20} fill={isAdd ? 'currentColor' : 'none'} />
      </button>
    );
  }
  return (
    <Button
      size={size}
      className={styles.toggle}
      aria-pressed={isAdd}
      aria-label={label}
      disabled={pending}
      onClick={() => void toggle()}
    >
      <HeartIcon size={16} fill={isAdd ? 'currentColor' : 'none'} />
      {isAdd ? '已收藏' : '收藏'}
    </Button>
  );
}
