/** The contracts area's public face for other features: the home alert's rules (SPEC §4). */
export { alertDismissed, contractHref, dismissAlert, pendingKinds } from './contract-alert-rules';
export { KIND_WORDS } from './contract-rules';
