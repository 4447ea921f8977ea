/**
 * Where each page opens: at the top after any navigation to another page (a link, a redirect, a
 * login that lands on home), and where the player left it after going back (or forward) in
 * history. The browser's own restoration is turned off: it restores before the page has its
 * content (the lists come from the device database a moment later) and keeps a position the new
 * page never asked for.
 */
import { scrollTargetFor, type HistoryMove } from './scroll-rules';

/** How long a page going back may take to grow tall enough for its old position. */
const RESTORE_WAIT_MS = 2000;

/** This history entry's identity: the Navigation API's key, else the address. */
function entryKey(): string {
  const nav = (window as { navigation?: { currentEntry?: { key?: string } | null } }).navigation;
  return nav?.currentEntry?.key ?? location.href;
}

export function installScrollMemory(): () => void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const positions = new Map<string, number>();
  let key = entryKey();
  let path = location.pathname;
  let lastY = scrollY;
  // While a page is being placed, the scroll events are the browser clamping or our own: not the player's.
  let placing = 0;
  let cancelRestore = () => {};

  const onScroll = () => {
    if (!placing) lastY = scrollY;
  };
  const place = (move: HistoryMove) => {
    cancelRestore();
    positions.set(key, lastY);
    const samePage = location.pathname === path;
    key = entryKey();
    path = location.pathname;
    const target = scrollTargetFor(move, samePage, positions.get(key));
    if (target === null) return;
    if (target === 0) {
      scrollTo(0, 0);
      lastY = 0;
      return;
    }
    restore(target);
  };
  // Going back: the page renders from the device database over a few frames; wait until it is tall
  // enough (or the player scrolls, or it stops growing in time), then put it where it was.
  const restore = (target: number) => {
    placing++;
    const started = performance.now();
    let frame = 0;
    const done = () => {
      cancelAnimationFrame(frame);
      removeEventListener('wheel', done);
      removeEventListener('touchstart', done);
      removeEventListener('keydown', done);
      cancelRestore = () => {};
      placing--;
      lastY = scrollY;
    };
    const attempt = () => {
      const room = document.documentElement.scrollHeight - innerHeight;
      if (room >= target || performance.now() - started > RESTORE_WAIT_MS) {
        scrollTo(0, Math.min(target, Math.max(room, 0)));
        return done();
      }
      frame = requestAnimationFrame(attempt);
    };
    addEventListener('wheel', done, { passive: true });
    addEventListener('touchstart', done, { passive: true });
    addEventListener('keydown', done);
    cancelRestore = done;
    attempt();
  };

  const onPush = () => place('push');
  const onReplace = () => place('replace');
  const onPop = () => place('pop');
  addEventListener('scroll', onScroll, { passive: true });
  // wouter announces its own history changes with these events.
  addEventListener('pushState', onPush);
  addEventListener('replaceState', onReplace);
  addEventListener('popstate', onPop);
  return () => {
    cancelRestore();
    removeEventListener('scroll', onScroll);
    removeEventListener('pushState', onPush);
    removeEventListener('replaceState', onReplace);
    removeEventListener('popstate', onPop);
  };
}
