/**
 * The account routes' one entry in the first chunk's route list: this tiny chunk picks the page
 * by route and loads it as its own chunk (four lazy entries there would grow the first chunk).
 */
import { Suspense } from 'react';
import { lazyWhenOnline } from '../../ui/lazy';
import { useLocation } from 'wouter';
import { ACCOUNT_PAGE_LOADERS } from './page-loaders';

const PAGES: Record<string, ReturnType<typeof lazyWhenOnline>> = Object.fromEntries(
  Object.entries(ACCOUNT_PAGE_LOADERS).map(([path, load]) => [path, lazyWhenOnline(load)]),
);

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
