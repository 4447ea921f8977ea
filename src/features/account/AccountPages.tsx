/**
 * The account routes' one entry in the first chunk's route list: this tiny chunk picks the page
 * by route and loads it as its own chunk (four lazy entries there would grow the first chunk).
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { pathOf } from '../../routes';

const PAGES: Record<string, ReturnType<typeof lazy>> = {
  [pathOf('login')]: lazy(() => import('./LoginPage')),
  [pathOf('register')]: lazy(() => import('./RegisterPage')),
  [pathOf('forget')]: lazy(() => import('./ForgotPage')),
  [pathOf('changePsw')]: lazy(() => import('./ChangePasswordPage')),
};

export default function AccountPages() {
  const [path] = useLocation();
  const Page = PAGES[path];
  if (!Page) return null;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
