import type { ReactNode } from 'react';
import { OfflineIndicator } from '../../ui/OfflineIndicator';
import { UpdatePrompt } from '../../ui/UpdatePrompt';
import { Header } from './Header';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <Header />
      <OfflineIndicator />
      <main className="content">{children}</main>
      <UpdatePrompt />
    </div>
  );
}
