import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { consumeSkipFade } from '../../ui/navigation';
import { FADE_MS, shouldAnimate } from './swipe';

/**
 * SPEC §2: a 300 ms fade between pages, none after a swipe-back or for reduced motion. The Web
 * Animations API animates the new page in place, so pages are not remounted to restart a CSS class.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(path);
  useLayoutEffect(() => {
    if (previous.current === path) return; // first render: the page simply appears
    previous.current = path;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (shouldAnimate(consumeSkipFade(), reduced)) {
      ref.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-out' });
    }
  }, [path]);
  return (
    <div ref={ref} className="page" data-testid="page">
      {children}
    </div>
  );
}
