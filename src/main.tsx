import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prepare, startBackground } from './app/boot';
import './styles.css';

void prepare().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  performance.mark('lobby:first-render');
  // Let the first frame paint before the worker and the service worker start.
  requestAnimationFrame(() => setTimeout(() => void startBackground(), 0));
});
