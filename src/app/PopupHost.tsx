import { Suspense } from 'react';
import { lazyWhenOnline } from '../ui/lazy';
import { useSnapshot } from 'valtio';
import { MODAL_PRIORITY } from '../state/modal-queue';
import { ui } from '../state/ui';
import { useModalTurn } from '../ui/useModalTurn';

/** WARNING: the popup frame and every popup are lazy chunks (DESIGN §8): none is on home's first frame. */
const PopupLayer = lazyWhenOnline(() => import('./PopupLayer'));

export function PopupHost() {
  const { popup } = useSnapshot(ui);
  // One modal at a time: a popup the player opens waits for one already on screen.
  const turn = useModalTurn('shell', MODAL_PRIORITY.shell, popup !== null);
  if (!popup || !turn) return null;
  return (
    <Suspense fallback={null}>
      <PopupLayer name={popup} />
    </Suspense>
  );
}
