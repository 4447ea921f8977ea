/**
 * The settings feature's public module: the API base choice, the browser's install offer, the
 * download resources of the status and the revalidation hook forms use. The pickers are popups
 * that src/app loads lazily, so they are not exported here.
 */
export { storedApiBase } from './api-base';
export { captureInstallPrompt, installOffer, promptInstall } from './install-event';
export { resourceUrl } from './install-rules';
export { useRevalidateOnLanguageChange } from './useRevalidateOnLanguageChange';
export { LANGUAGE_NAMES, switchLanguage } from './languages';
