/**
 * Every vitest file starts with an IndexedDB in memory (fake-indexeddb): the page's Dexie
 * database, the worker's outbox and the service worker's API cache run on it as in a browser.
 * End-to-end specs use the browser's own.
 */
import 'fake-indexeddb/auto';
