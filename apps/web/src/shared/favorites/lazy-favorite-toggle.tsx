import { lazy, Suspense, type ComponentProps } from 'react';
import { HeartIcon } from '../ui/icons';
import button from '../ui/button.module.css';

const FavoriteToggle = lazy(() => import('./favorite-toggle').then((m) => ({ default: m.FavoriteToggle })));

/**
 * The 收藏 toggle for cards on first-load routes (home): its code arrives in its own chunk right after the
 * page (home first-load budget); meanwhile a disabled button of the same size holds its place.
 */
export function LazyFavoriteToggle(props: ComponentProps<typeof FavoriteToggle>) {
  return (
    <Suspense
      fallback={
        <button type="button" className={`${button.button} ${button.small}`} disabled aria-label="收藏">
          <HeartIcon size={16} />
          收藏
        </button>
      }
    >
      <FavoriteToggle {...props} />
    </Suspense>
  );
}
