/**
 * What the app's start-up takes from the settings feature before the first render: the API base
 * the player chose and the browser's install offer, caught as early as it fires. Nothing here
 * renders, so the first chunk stays small.
 */
export { storedApiBase } from './api-base';
export { captureInstallPrompt } from './install-event';
