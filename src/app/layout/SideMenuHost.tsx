import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../../state/ui';

/** WARNING: the side menu is a separate chunk (DESIGN §8 home budget); it loads on first open. */
const SideMenu = lazy(() => import('./SideMenu'));

export function SideMenuHost() {
  const { sideMenu } = useSnapshot(ui);
  if (!sideMenu) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu />
    </Suspense>
  );
}
