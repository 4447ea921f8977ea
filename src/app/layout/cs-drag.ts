/**
 * Dragging the customer-service button (loaded while idle or on the first press, outside home's
 * first chunk). The button follows the finger; on release it snaps to the nearer side and the
 * spot is stored. A press that barely moves stays a tap (the button's click handler decides).
 */
import { snapPosition, wasDragged, storePosition, type CsPosition } from './cs-position';

export interface Press {
  pointerId: number;
  x: number;
  y: number;
  /** Set by the button when the press ends, in case it ends before this module has arrived. */
  released?: { x: number; y: number };
}

export function followDrag(button: HTMLElement, press: Press, place: (position: CsPosition) => void) {
  const rect = button.getBoundingClientRect();
  let dragging = false;

  const settle = (x: number, y: number) => {
    if (!wasDragged(press, { x, y })) return;
    const centreX = rect.left + rect.width / 2 + (x - press.x);
    const centreY = rect.top + rect.height / 2 + (y - press.y);
    const position = snapPosition(centreX, centreY, { width: innerWidth, height: innerHeight });
    storePosition(position);
    place(position);
  };
  // The press ended while this module was loading: place the button where it was let go.
  if (press.released) return settle(press.released.x, press.released.y);

  const move = (event: PointerEvent) => {
    if (event.pointerId !== press.pointerId) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!dragging && !wasDragged(press, { x: event.clientX, y: event.clientY })) return;
    dragging = true;
    button.dataset.dragging = 'true';
    button.style.transform = `translate(${dx}px, ${dy}px)`;
  };
  const end = (event: PointerEvent) => {
    if (event.pointerId !== press.pointerId) return;
    button.removeEventListener('pointermove', move);
    button.removeEventListener('pointerup', end);
    button.removeEventListener('pointercancel', end);
    button.style.transform = '';
    delete button.dataset.dragging;
    if (event.type === 'pointerup') settle(event.clientX, event.clientY);
  };
  button.addEventListener('pointermove', move);
  button.addEventListener('pointerup', end);
  button.addEventListener('pointercancel', end);
}
