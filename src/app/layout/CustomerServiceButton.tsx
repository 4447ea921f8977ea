import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useT } from '../../i18n/useT';
import { openPopup } from '../../state/ui';
import { useFieldFocus } from '../shell/field-focus';
import { useCoversFormControl } from './cs-clearance';
import type { Press } from './cs-drag';
import { readPosition, wasDragged } from './cs-position';

/** After the first screen and the background start-up have had their turn. */
const DRAG_PRELOAD_DELAY_MS = 3000;

const loadDrag = () => import('./cs-drag');

/**
 * SPEC §2 floating customer-service button; the list (and crypto-js) load when it opens. It can
 * be dragged out of the way (cs-drag) and keeps its spot on this device. While a form field has
 * focus, or where it would cover a form's control, it shrinks to a tab at the screen's edge, clear
 * of the form, and comes back after.
 */
export function CustomerServiceButton() {
  const { t } = useT();
  const [position, setPosition] = useState(readPosition);
  // Aside while a field has focus, or wherever resting here would cover a form's control.
  const focused = useFieldFocus();
  const covers = useCoversFormControl(position);
  const aside = focused || covers;
  const press = useRef<Press | null>(null);
  // Fetch the drag code while idle, so the finger is followed from its first move.
  useEffect(() => {
    const timer = setTimeout(() => void loadDrag().catch(() => undefined), DRAG_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const down = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const button = event.currentTarget;
    const current: Press = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    press.current = current;
    // Capture now, while the event is live: moves keep coming to the button however fast they go.
    button.setPointerCapture(event.pointerId);
    const release = (up: globalThis.PointerEvent) => {
      if (up.pointerId !== current.pointerId) return;
      current.released = { x: up.clientX, y: up.clientY };
      button.removeEventListener('pointerup', release);
    };
    button.addEventListener('pointerup', release);
    void loadDrag().then(({ followDrag }) => followDrag(button, current, setPosition));
  };

  const click = (event: MouseEvent<HTMLButtonElement>) => {
    const started = press.current;
    press.current = null;
    // The click that ends a drag is not a tap (a keyboard press has no pointer press before it).
    if (started && wasDragged(started, { x: event.clientX, y: event.clientY })) return;
    openPopup('customerService');
  };

  return (
    <button
      type="button"
      className={`cs-fab cs-fab--${position.side}${aside ? ' cs-fab--aside' : ''}`}
      style={{ bottom: `calc(${position.bottom}px + env(safe-area-inset-bottom))` }}
      aria-label={t('shell_customer_service')}
      data-testid="cs-button"
      data-aside={aside || undefined}
      onPointerDown={down}
      onClick={click}
    >
      <i className="icon icon--headset" aria-hidden="true" />
    </button>
  );
}
