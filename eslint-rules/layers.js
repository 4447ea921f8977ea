// The layers of DESIGN §2, by folder. Kept apart from the rules so the map reads in one place.
import { underAny } from './paths.js';

/** The catalogues' data and the type of their keys: DOM-free, though they live beside the i18n setup. */
const TEXT_CONTRACT = ['src/i18n/locales', 'src/i18n/keys', 'src/i18n/keys.ts'];

/** Page code: needs the DOM (React views, UI state, i18n, bridges). */
export const PAGE_DIRS = ['src/app', 'src/features', 'src/access', 'src/ui', 'src/state', 'src/bridge', 'src/i18n'];

/**
 * The page's layers below the features: what every feature may use (access rules and the gate,
 * shared components, UI state, the worker bridge, texts). They never reach up into a feature or
 * into the app shell that composes them.
 */
export const BELOW_FEATURE_DIRS = ['src/access', 'src/ui', 'src/state', 'src/bridge', 'src/i18n'];

/**
 * DOM-free modules that the page, the worker and the service worker all import. src/routes is the
 * route table: the page links through it and the server reads the page paths it needs from it.
 */
export const SHARED_DIRS = ['src/api', 'src/db', 'src/outbox', 'src/routes', ...TEXT_CONTRACT];

/**
 * What the server may take from src/: the contracts — the endpoint registry and wire types, the
 * route table, the texts (the still pictures of the first screen speak the page's words).
 */
export const SERVER_CONTRACT_DIRS = ['src/api', 'src/routes', ...TEXT_CONTRACT];

/** The two worker contexts: each has its own folder and its own WebWorker tsconfig. */
export const WORKER_DIRS = ['worker', 'sw'];

/** Page code by folder, or any .tsx file (only views use JSX). */
export function isPage(file) {
  return !underAny(file, SHARED_DIRS) && (underAny(file, PAGE_DIRS) || file.endsWith('.tsx'));
}

/** Code that runs without a DOM: both workers and the shared modules. */
export function isDomFree(file) {
  return underAny(file, WORKER_DIRS) || underAny(file, SHARED_DIRS);
}

export function isShared(file) {
  return underAny(file, SHARED_DIRS);
}

/** The feature a path belongs to ('games' for src/features/games/…), and the rest of the path. */
export function featureOf(file) {
  const match = /^src\/features\/([^/]+)(?:\/(.*))?$/.exec(file);
  return match ? { name: match[1], rest: match[2] ?? '' } : null;
}

/**
 * A feature's public modules: its folder or its index file, and `start` — the little the app's
 * start-up takes before the first render (loaders, stored choices), kept apart from the index so
 * the first chunk does not pull the feature's views in.
 */
export function isFeatureEntry(rest) {
  return rest === '' || /^(index|start)(\.\w+)?$/.test(rest);
}
