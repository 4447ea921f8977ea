/**
 * The help centre (SPEC §2 "Help"): the list of titles with arrows (children flattened), a topic's
 * title and safe HTML, back from detail to list to home, a designed not-found, offline from the
 * device, and Bengali content in Bengali.
 */
import { expect, test, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import type { HelpItem } from '../src/api/content-wire';
import { valueOf } from './api';
import { atPath, forceLanguage, storeLanguage, useEnglish, waitForServiceWorker } from './helpers';
import { href } from '../src/routes';

test.describe.configure({ timeout: 90_000 });

const flatten = (items: HelpItem[]): HelpItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);

test('list → detail → back to the list → back to home', async ({ page, context, request }) => {
  await useEnglish(context);
  const topics = flatten(await valueOf<HelpItem[]>(await request.get(`${ENDPOINTS.helpCenter.path}?lang=en&device=MOBILE`)));
  await page.goto(href('help'));
  const list = page.getByRole('list', { name: 'Help topics' });
  await expect(list.getByRole('link')).toHaveCount(topics.length);
  await expect(list.getByRole('link').nth(0)).toHaveText(topics[0]!.title);
  // Children follow their parent, in the server's order.
  await expect(list.getByRole('link').nth(1)).toHaveText(topics[1]!.title);

  const index = topics.findIndex((topic) => topic.content.includes('<table>'));
  await list.getByRole('link', { name: topics[index]!.title, exact: true }).click();
  await expect(page).toHaveURL(atPath(href('helpDetail', { tag: topics[index]!.tag, i: index })));
  await expect(page.getByRole('heading', { name: topics[index]!.title })).toBeVisible();
  await expect(page.locator('.help-detail__content table')).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(atPath(href('help')));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
});

test('an unknown tag is a designed not-found state with a way back to the list', async ({ page, context }) => {
  await useEnglish(context);
  await page.goto(href('helpDetail', { tag: 'no-such-topic', i: '3' }));
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByText('Help topic not found')).toBeVisible();
  await page.getByRole('link', { name: 'All help topics' }).click();
  await expect(page).toHaveURL(atPath(href('help')));
  await page.goto(href('helpDetail'));
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('offline: the list and a topic seen online open from the device; one never seen says so', { tag: SERVICE_WORKER }, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL });
  await useEnglish(context);
  const page = await context.newPage();
  await page.goto(href('help'));
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Processing times' }).click();
  await expect(page.getByRole('heading', { name: 'Processing times' })).toBeVisible();

  await context.setOffline(true);
  await page.goto(href('help'));
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(page.getByRole('link', { name: 'How to register' })).toBeVisible();
  await page.goto(href('helpDetail', { tag: 'withdraw-time', i: '12' }));
  await expect(page.locator('.help-detail__content table')).toBeVisible();
  // The whole tree came with the list, so every topic of it opens offline.
  await page.goto(href('helpDetail', { tag: 'games-fair', i: '15' }));
  await expect(page.getByRole('heading', { name: 'Fair play' })).toBeVisible();
  // Another language's tree was never fetched here.
  await storeLanguage(page, 'zh');
  await page.goto(href('help'));
  await expect(page.getByTestId('offline-unseen')).toBeVisible();
  await context.close();
});

test('in Bengali the list and a topic show Bengali content', async ({ page, context }) => {
  await forceLanguage(context, 'bn');
  await useEnglish(context);
  await page.goto(href('help'));
  await page.getByRole('link', { name: 'আমাদের সম্পর্কে' }).click();
  await expect(page.getByRole('heading', { name: 'আমাদের সম্পর্কে' })).toBeVisible();
  await expect(page.locator('.help-detail__content')).toContainText('মাল্টি-ভেন্ডর গেম লবি');
});
