/**
 * Page-wide touch behaviour (SPEC §9 "Touch"), installed after the first frame:
 * - pressed feedback on buttons and links with the SPEC timings (press-tracker.ts), shown by
 *   `data-pressed` for the CSS;
 * - a long press on an element with `data-long-press` runs that element's long-press action
 *   (a game tile shows its full name) instead of the tap;
 * - on Android, a focused field is scrolled into view 500 ms later, once the keyboard is up.
 */
import { showToast, TOAST_MS } from '../../state/toasts';
import { createPressTracker } from './press-tracker';

const PRESSABLE = 'button, a[href], [role="button"], [role="tab"]';
/** SPEC §9: Android scrolls to the focused field after 500 ms (the keyboard has opened by then). */
export const ANDROID_FOCUS_SCROLL_MS = 500;

/** How long after a release its click may still arrive (touch clicks follow touchend closely). */
const RELEASE_CLICK_WINDOW_MS = 400;

export const isAndroid = (userAgent: string) => /Android/i.test(userAgent);

function installPressFeedback() {
  let target: HTMLElement | null = null;
  /** A long press ran its own action: the click its release produces is not a tap. */
  let longPressHandled = false;
  let suppressClicksUntil = 0;
  const tracker = createPressTracker({
    look(state) {
      if (!target) return;
      if (state) target.dataset.pressed = state;
      else delete target.dataset.pressed;
    },
    longPress() {
      const label = target?.dataset.longPress;
      if (!label) return;
      longPressHandled = true;
      showToast('games_full_name', TOAST_MS.short, { name: label });
    },
  });

  document.addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const pressed = (event.target as Element | null)?.closest?.<HTMLElement>(PRESSABLE) ?? null;
      if (target && target !== pressed) delete target.dataset.pressed;
      target = pressed;
      longPressHandled = false;
      if (target) tracker.down(event.clientX, event.clientY);
    },
    { passive: true },
  );
  document.addEventListener('pointermove', (event) => event.isPrimary && tracker.move(event.clientX, event.clientY), { passive: true });
  document.addEventListener(
    'pointerup',
    (event) => {
      if (!event.isPrimary) return;
      tracker.up();
      // Only the click that comes with this release; a later keyboard press is a real tap.
      if (longPressHandled) suppressClicksUntil = performance.now() + RELEASE_CLICK_WINDOW_MS;
      longPressHandled = false;
    },
    { passive: true },
  );
  document.addEventListener('pointercancel', () => tracker.cancel(), { passive: true });
  // A page scroll is the finger moving the page, not pressing what is under it.
  document.addEventListener('scroll', () => tracker.cancel(), { passive: true, capture: true });
  // The tap that ends a long press with an action of its own is not a tap.
  document.addEventListener(
    'click',
    (event) => {
      if (performance.now() > suppressClicksUntil) return;
      suppressClicksUntil = 0;
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true },
  );
  // No "save image" menu over a tile that has a long-press action of its own.
  document.addEventListener('contextmenu', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-long-press]')) event.preventDefault();
  });
}

function installAndroidFocusScroll() {
  document.addEventListener('focusin', (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    setTimeout(() => {
      if (document.activeElement === field) field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, ANDROID_FOCUS_SCROLL_MS);
  });
}

export function installTouch(userAgent = navigator.userAgent): void {
  installPressFeedback();
  if (isAndroid(userAgent)) installAndroidFocusScroll();
}
