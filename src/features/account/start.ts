/**
 * What the app's start-up may take from the account feature: the loaders of its pages and the
 * catalogue areas they read, so the page a visit opens on is fetched beside its chunk. Nothing
 * here renders, so the first chunk stays small.
 */
export { ACCOUNT_AREAS, ACCOUNT_PAGE_LOADERS } from './page-loaders';
