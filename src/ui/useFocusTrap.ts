import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Modal focus handling shared by popups and the side menu: focus moves in on open (to the first
 * control not matching `skip`, once lazily loaded content arrives), Tab cycles inside, Escape
 * calls `onClose`, and focus returns to the opener on close. Set up before the first paint, so
 * a popup that shows already answers Escape (a passive effect can run a while later on a busy phone).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, onClose: () => void, skip = '.popup__close') {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const box = ref.current;
    if (!box) return;
    const controls = () => [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const focusFirst = () => (controls().find((el) => !el.matches(skip)) ?? box).focus();
    focusFirst();
    const observer = new MutationObserver(() => {
      if (document.activeElement === box) focusFirst();
      if (document.activeElement !== box) observer.disconnect();
    });
    observer.observe(box, { childList: true, subtree: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = controls();
      const active = document.activeElement;
      const edge = event.shiftKey ? items[0] : items[items.length - 1];
      if (!items.length || active === edge || !box.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, skip]);
}
