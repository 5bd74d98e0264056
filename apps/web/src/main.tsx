import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadOnceForChunkError } from './shared/lib/chunk-reload';
import './shared/styles/global.css';

// docs/product.md §2: a chunk that fails to preload (stale deploy) reloads the page once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// A transition lets React render the first screen in time slices that yield to the browser, instead of
// one long task (Total Blocking Time on phones; the static shell is on screen meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
