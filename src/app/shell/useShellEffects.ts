import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { subscribe } from 'valtio';
import { ui } from '../../state/ui';
import { backTarget } from '../../ui/back-rules';
import { goBack, skipNextFade } from '../../ui/navigation';
import { installScrollMemory } from './scroll-memory';
import { isSwipeBack, startsAtEdge, type Point } from './swipe';

/**
 * The shell's document-wide effects: swipe-back, where each page opens (scroll-memory.ts) and
 * the scroll lock of open menus and popups (SPEC §4). The per-user key of a session restored from sessionStorage is the worker's (boot.ts),
 * never derived here: rows are keyed by account, not by token.
 */
export function useShellEffects(): void {
  const [path, navigate] = useLocation();

  useEffect(() => {
    let start: Point | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 && startsAtEdge({ x: touch.clientX, y: touch.clientY })
        ? { x: touch.clientX, y: touch.clientY }
        : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch || ui.popup || ui.sideMenu) return;
      // Home has no back: only set the skip flag when a navigation will consume it.
      if (isSwipeBack(start, { x: touch.clientX, y: touch.clientY }) && backTarget(location.pathname) !== 'none') {
        skipNextFade();
        goBack(location.pathname, navigate);
      }
      start = null;
    };
    addEventListener('touchstart', onStart, { passive: true });
    addEventListener('touchend', onEnd, { passive: true });
    return () => {
      removeEventListener('touchstart', onStart);
      removeEventListener('touchend', onEnd);
    };
  }, [navigate]);

  useEffect(() => installScrollMemory(), []);

  useEffect(() => {
    const apply = () => document.body.classList.toggle('scroll-locked', ui.scrollLocked);
    apply();
    return subscribe(ui, apply);
  }, []);

  // Close menus on navigation: a link inside them has done its job.
  useEffect(() => {
    ui.sideMenu = false;
    ui.balanceMenu = false;
  }, [path]);
}
