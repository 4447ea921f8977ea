/**
 * `arena` area of the worker API: reads network first (the service worker's copy when offline);
 * money calls online only, each with the page's Idempotency-Key.
 */
export const arena = {};
