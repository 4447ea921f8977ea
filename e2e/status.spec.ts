/**
 * SPEC §2 system status gate, end to end, in both readings the spec gives. The status switches
 * are server state, so this spec runs serially against a server of its own (the other specs run
 * in parallel against the shared one).
 */
import { expect, test, type Browser, type Page } from './fixtures';
import { useEnglish } from './helpers';
import { ownServerForFile, setStatus } from './own-server';
import { href } from '../src/routes';

test.describe.configure({ mode: 'serial' });

// The status switches are this file's alone: its own server, thrown away after the last test.
const server = ownServerForFile();

/** A fresh device (no stored status) opening home. */
async function openFresh(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await useEnglish(context);
  const page = await context.newPage();
  await page.goto(`${server.url}${href('home')}`);
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

type Status = Parameters<typeof setStatus>[1];

/** Under this status a fresh device shows the page titled `title`; `more` checks the rest of it. */
async function expectStatusPage(browser: Browser, status: Status, title: string, more?: (page: Page) => Promise<void>): Promise<void> {
  await setStatus(server, status);
  const page = await openFresh(browser);
  await expect(heading(page, title)).toBeVisible();
  await more?.(page);
  await page.context().close();
}

test.describe('error-pages reading (1 IP/region, 2 service)', () => {
  test('status 1 shows the region page with the IP', async ({ browser }) => {
    await expectStatusPage(browser, { statusReading: 'errorPages', regionRestriction: true, maintenance: false }, 'Not available in your region', async (page) => {
      await expect(page.getByTestId('status-ip')).toContainText(/Your IP: \S+/);
      await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
    });
  });

  test('status 2 shows the service page', async ({ browser }) => {
    await expectStatusPage(browser, { statusReading: 'errorPages', regionRestriction: false, maintenance: true }, 'Service temporarily unavailable');
  });
});

test.describe('maintenance reading (1 maintenance, 2 region only)', () => {
  test('status 1 shows maintenance, also when the region is restricted too', async ({ browser }) => {
    await expectStatusPage(browser, { statusReading: 'maintenance', maintenance: true, regionRestriction: true }, 'Under maintenance');
  });

  test('status 2 shows the region page', async ({ browser }) => {
    await expectStatusPage(browser, { statusReading: 'maintenance', maintenance: false, regionRestriction: true }, 'Not available in your region');
  });
});

test('the normal page returns when the status clears and the player checks again', async ({ browser }) => {
  await setStatus(server, { statusReading: 'errorPages', maintenance: true, regionRestriction: false });
  const page = await openFresh(browser);
  await expect(heading(page, 'Service temporarily unavailable')).toBeVisible();
  // The boot's own status reads end first: one still on its way after the switch below would
  // bring the normal page back by itself, and the player would have nothing to tap.
  await page.waitForLoadState('networkidle');

  await setStatus(server, { maintenance: false, regionRestriction: false });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('status-page')).toHaveCount(0);

  // The cleared status is what the device keeps: a reload opens the normal page at once.
  await page.reload();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('status-page')).toHaveCount(0);
  await page.context().close();
});
