/**
 * The account routes' one entry in the first chunk's route table: this tiny chunk picks the page
 * by path and loads it as its own chunk (four lazy entries there would grow the first chunk).
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';

const PAGES: Record<string, ReturnType<typeof lazy>> = {
  '/m/login': lazy(() => import('./LoginPage')),
  '/m/register': lazy(() => import('./RegisterPage')),
  '/m/forget': lazy(() => import('./ForgotPage')),
  '/m/changePsw': lazy(() => import('./ChangePasswordPage')),
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
