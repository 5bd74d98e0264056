import { lazy, Suspense, type ComponentProps } from 'react';
import { HeartIcon } from '../ui/icons';
import { Button } from '../ui/button';

const FavoriteToggle = lazy(() => import('./favorite-toggle').then((m) => ({ default: m.FavoriteToggle })));

/**
 * The 收藏 toggle for cards on first-load routes (home): its code arrives in its own chunk right after the
 * page (home first-load budget); meanwhile a disabled button of the same size holds its place.
 */
export function LazyFavoriteToggle(props: ComponentProps<typeof FavoriteToggle>) {
  return (
    <Suspense
      fallback={
        <Button size="small" disabled aria-label="收藏">
          <HeartIcon size={16} />
          收藏
        </Button>
      }
    >
      <FavoriteToggle {...props} />
    </Suspense>
  );
}
