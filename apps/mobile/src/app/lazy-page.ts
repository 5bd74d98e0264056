/**
 * A page whose chunk loads on demand, like React's `lazy`, with one difference that matters for the largest paint
 * (issue 34 item 5): once its chunk is in (`preload()`, which main.tsx awaits for the first page before the first
 * render), it renders at once instead of suspending. React's `lazy` suspends on every first render, and a Suspense
 * boundary that showed its fallback reveals the page no sooner than 300 ms later (React's FALLBACK_THROTTLE_MS),
 * so a signed-in page whose chunk and data were in after 70 ms painted at ~380 ms.
 */
import { createElement, use, type ComponentType, type FunctionComponent } from 'react';

type Module = { default: ComponentType };

export interface LazyPage extends FunctionComponent {
  /** Starts (or joins) the chunk's load; resolves once the page can render without suspending. */
  preload(): Promise<unknown>;
}

export function lazyPage(load: () => Promise<Module>): LazyPage {
  let loading: Promise<Module> | undefined;
  const preload = (): Promise<Module> => {
    if (!loading) {
      const p = load();
      // The fields React's `use()` reads a settled promise by, so a loaded chunk renders without suspending.
      p.then(
        (value) => void Object.assign(p, { status: 'fulfilled', value }),
        (reason: unknown) => void Object.assign(p, { status: 'rejected', reason }),
      );
      loading = p;
    }
    return loading;
  };
  const Page: FunctionComponent = () => createElement(use(preload()).default);
  return Object.assign(Page, { preload: () => preload().catch(() => undefined) });
}
