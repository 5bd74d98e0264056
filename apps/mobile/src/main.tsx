import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadPage } from './app/app';
import { readSessionFirst } from './shared/session';
import './styles/base.css';
import './styles/ui.css';
import './styles/controls.css';
import './styles/pages.css';
import './styles/pages-account.css';
import './styles/publish.css';

// A chunk of an older deploy that is gone: reload once to get the current one.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('m-chunk-reload')) return;
  sessionStorage.setItem('m-chunk-reload', '1');
  event.preventDefault();
  location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
/** The longest the first render waits for the session's first read (a slow api must not hold the page). */
const SESSION_WAIT_MS = 1_500;

// The first page's chunk and the session first (both preloaded with the HTML), so the first render draws the
// page itself, not a fallback: lazy-page.ts, session.tsx readSessionFirst. A failed chunk load renders anyway.
void Promise.all([preloadPage(location.pathname), readSessionFirst(SESSION_WAIT_MS)]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
