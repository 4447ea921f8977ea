/**
 * Whether the floating customer-service button, where it rests, would cover a form control on
 * screen (a field, a form's "Get code" or submit button). Then it steps aside as it does while a
 * field has focus: a form never has a control under it, whatever the page or its scroll position.
 */
import { useEffect, useState } from 'react';
import { CS_SIZE, type CsPosition } from './cs-position';

/** The button's distance from the side edge (shell.css .cs-fab). */
const CS_SIDE_MARGIN = 14;
const FORM_CONTROLS = 'input:not([type="hidden"]), select, textarea, form button, [role="form"] button';

interface Box { left: number; top: number; right: number; bottom: number }

/** The button's box at rest, in viewport coordinates. */
export function restingBox(position: CsPosition, viewport: { width: number; height: number }): Box {
  const left = position.side === 'right' ? viewport.width - CS_SIDE_MARGIN - CS_SIZE : CS_SIDE_MARGIN;
  const bottom = viewport.height - position.bottom;
  return { left, top: bottom - CS_SIZE, right: left + CS_SIZE, bottom };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function coversFormControl(position: CsPosition): boolean {
  const box = restingBox(position, { width: innerWidth, height: innerHeight });
  for (const control of document.querySelectorAll(FORM_CONTROLS)) {
    // Controls of the shell's own overlays (side menu, popups) are not under the button.
    if (control.closest('.popup-backdrop, .side-menu, .header')) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0 && overlaps(box, rect)) return true;
  }
  return false;
}

/**
 * Follows scrolling, resizing and the page's content changing, once per frame at most. Content
 * moves without a node being added too: a picture, stylesheet or font arriving above a form pushes
 * its controls down (on a slow phone, after the form is on screen), and a text changing its length
 * reflows the line; those are watched as well.
 */
export function useCoversFormControl(position: CsPosition): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setCovers(coversFormControl(position));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    // `load` does not bubble: heard in the capture phase, for every picture and stylesheet.
    document.addEventListener('load', schedule, true);
    document.fonts?.addEventListener('loadingdone', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
      document.removeEventListener('load', schedule, true);
      document.fonts?.removeEventListener('loadingdone', schedule);
    };
  }, [position]);
  return covers;
}
