/**
 * Going back (SPEC §2): the back arrow and the swipe-back gesture share one rule set
 * (back-rules.ts) and one notion of "the app has history of its own".
 */
import { backDestination } from './back-rules';

/** In-app pushes since load, for browsers without the Navigation API (wouter dispatches `pushState`). */
let depth = 0;
if (typeof window !== 'undefined') {
  addEventListener('pushState', () => depth++);
  addEventListener('popstate', () => (depth = Math.max(0, depth - 1)));
}

/** True when one step back stays inside this app. */
export function canGoBack(): boolean {
  // The Navigation API only lists this origin's entries: exactly "history of our own".
  const nav = (window as { navigation?: { canGoBack?: boolean } }).navigation;
  return typeof nav?.canGoBack === 'boolean' ? nav.canGoBack : depth > 0;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

function follow(path: string, arrow: boolean, navigate: Navigate): boolean {
  const inApp = canGoBack();
  const target = backDestination(path, { canGoBack: inApp, arrow });
  if (target === 'none') return false;
  if (target === 'history') history.back();
  // With no page of ours behind it, the page left is replaced: back from the parent leaves the app as usual.
  else navigate(target, { replace: !inApp });
  return true;
}

/** The header arrow and the swipe-back on `path`; returns false when the page has no back (home). */
export function goBack(path: string, navigate: Navigate): boolean {
  return follow(path, true, navigate);
}

/** "Back" from code (a form done, a page refused): one step in the app, else the route's parent. */
export function stepBack(navigate: Navigate): void {
  follow(location.pathname, false, navigate);
}

/** The swipe-back skips the fade: the next page change reads and clears this. */
let skipFade = false;
export function skipNextFade(): void {
  skipFade = true;
}
export function consumeSkipFade(): boolean {
  const skip = skipFade;
  skipFade = false;
  return skip;
}
