import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
