import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PERF_MARKS } from './api/names';
import { App } from './app/App';
import { prepare, startBackground } from './app/boot';
import { firstPaint } from './state/first-paint';
import './styles.css';

void prepare().then(() => {
  const root = createRoot(document.getElementById('root')!);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // With the served shell's still picture on screen (a cold first visit), the first render can
  // take its time: a transition renders in slices, so it is no one long task on a slow phone.
  // A visit from the device has nothing on screen yet: it renders at once.
  if (firstPaint()) startTransition(() => root.render(app));
  else root.render(app);
  performance.mark(PERF_MARKS.firstRender);
  // Let the first frame paint before the worker and the service worker start.
  requestAnimationFrame(() => setTimeout(() => void startBackground(), 0));
});
