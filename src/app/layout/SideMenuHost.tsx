import { Suspense } from 'react';
import { lazyWhenOnline } from '../../ui/lazy';
import { useSnapshot } from 'valtio';
import { ui } from '../../state/ui';

/** WARNING: the side menu is a separate chunk (DESIGN §8 home budget); it loads on first open. */
const SideMenu = lazyWhenOnline(() => import('./SideMenu'));

export function SideMenuHost() {
  const { sideMenu } = useSnapshot(ui);
  if (!sideMenu) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu />
    </Suspense>
  );
}
