import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PERF_MARKS } from './api/names';
import { App } from './app/App';
import { prepare, startBackground } from './app/boot';
import './styles.css';

void prepare().then(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in time slices: the first render of a full screen on a slow phone is no
  // one long task (what the served shell's still picture shows meanwhile is already on screen).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  performance.mark(PERF_MARKS.firstRender);
  // Let the first frame paint before the worker and the service worker start.
  requestAnimationFrame(() => setTimeout(() => void startBackground(), 0));
});
