import { Suspense, type ReactNode } from 'react';
import { lazyWhenOnline } from '../../ui/lazy';
import { useLocation } from 'wouter';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { OfflineIndicator } from '../../ui/OfflineIndicator';
import { ToastHost } from '../../ui/ToastHost';
import { UpdatePrompt } from '../../ui/UpdatePrompt';
import { HOME_PATH } from '../../routes';
import { PopupHost } from '../PopupHost';
import { PageTransition } from '../shell/PageTransition';
import { useShellEffects } from '../shell/useShellEffects';
import { BottomBar } from './BottomBar';
import { CustomerServiceButton } from './CustomerServiceButton';
import { Header } from './Header';
import { SideMenuHost } from './SideMenuHost';
import './icons.css';
import './shell.css';

/** WARNING: below the fold on home, so a separate chunk (DESIGN §8 home budget). */
const ProviderStrip = lazyWhenOnline(() => import('./ProviderStrip'));

export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  useShellEffects();
  return (
    <div className="layout">
      <Header />
      <OfflineIndicator />
      <main className="content">
        <PageTransition>{children}</PageTransition>
        {path === HOME_PATH && (
          <Suspense fallback={null}>
            <ProviderStrip />
          </Suspense>
        )}
      </main>
      <BottomBar />
      <CustomerServiceButton />
      <SideMenuHost />
      <PopupHost />
      <UpdatePrompt />
      <ToastHost />
      <LoadingIndicator />
    </div>
  );
}
