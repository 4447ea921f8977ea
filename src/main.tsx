import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PERF_MARKS } from './api/names';
import { App } from './app/App';
import { prepare, startBackground } from './app/boot';
import './styles.css';

void prepare().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  performance.mark(PERF_MARKS.firstRender);
  // Let the first frame paint before the worker and the service worker start.
  requestAnimationFrame(() => setTimeout(() => void startBackground(), 0));
});
