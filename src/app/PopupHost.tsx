import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../state/ui';

/** WARNING: the popup frame and every popup are lazy chunks (DESIGN §8): none is on home's first frame. */
const PopupLayer = lazy(() => import('./PopupLayer'));

export function PopupHost() {
  const { popup } = useSnapshot(ui);
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupLayer name={popup} />
    </Suspense>
  );
}
