/**
 * Playwright's `test`, with the service worker only where a test asks for it: a test tagged
 * `{ tag: SERVICE_WORKER }` (going offline, an update, the cache itself) runs with the worker
 * registered; every other test runs with registration blocked, as a first visit is before the
 * worker takes control. Installing it precaches about 220 files per browser context, the largest
 * single cost of a test that never needs it. Everything else is Playwright's own, re-exported.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** The tag of tests that need the service worker. */
export const SERVICE_WORKER = '@sw';

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  serviceWorkers: async ({}, use, testInfo) => {
    await use(testInfo.tags.includes(SERVICE_WORKER) ? 'allow' : 'block');
  },
});
