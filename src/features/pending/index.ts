/** The placeholder for routes whose feature is still to be built. */
export { PendingPage } from './PendingPage';
