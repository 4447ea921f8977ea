import { href } from '../src/routes';
import { expect, test } from './fixtures';
import { atPath, useEnglish } from './helpers';
import { signInAs } from './session';

test.beforeEach(async ({ context }) => useEnglish(context));

test('a guest sees login and register in the header, and they navigate', async ({ page }) => {
  await page.goto(href('home'));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Balance' })).toHaveCount(0);
  await header.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(atPath(href('login')));
  // SPEC §2: the back arrow on login goes home.
  await header.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
});

test('a guest tapping a member tab of the bottom bar is sent to log in', async ({ page }) => {
  await page.goto(href('home'));
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  await bar.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(atPath(href('login')));
});

test('the bottom bar navigates a member and opens the invite popup', async ({ context, page }) => {
  // A member: deposit and the member centre send a guest on to log in, so a guest's URL would
  // only pass through them.
  await signInAs(context, test.info().project.use.baseURL!);
  await page.goto(href('home'));
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  await bar.getByRole('link', { name: 'Promotion' }).click();
  await expect(page).toHaveURL(atPath(href('activity')));
  await bar.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(atPath(href('voucherCenter')));
  await bar.getByRole('link', { name: 'Member centre' }).click();
  await expect(page).toHaveURL(atPath(href('memberHome')));
  await bar.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  await bar.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite friends' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the side menu opens, locks scrolling, and navigates', async ({ page }) => {
  await page.goto(href('home'));
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/scroll-locked/);
  // A guest has no sign out.
  await expect(menu.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Promotion' }).click();
  await expect(page).toHaveURL(atPath(href('activity')));
  await expect(menu).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  // A guest asking for the bet record is sent to login (SPEC §6).
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Bet records' }).click();
  await expect(page).toHaveURL(atPath(href('login')));
});

test('the header strip lists categories without sports and marks the active one', async ({ page }) => {
  await page.goto(href('home'));
  const strip = page.getByRole('navigation', { name: 'Game categories' });
  await expect(strip.getByRole('link', { name: 'Slots' })).toBeVisible();
  await expect(strip.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(strip.getByRole('link', { name: 'Sports', exact: true })).toHaveCount(0);
  await strip.getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(atPath(href('slotGames')));
  await expect(strip.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
});

test('the customer-service list shows the decrypted channels', async ({ page }) => {
  await page.goto(href('home'));
  await page.getByRole('button', { name: 'Customer service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  // Decrypted on the device: live chat is the app's own page, the others this server's pages.
  await expect(dialog.getByRole('link', { name: 'Live Chat' })).toHaveAttribute('href', href('liveChat'));
  await expect(dialog.getByRole('link', { name: 'Telegram', exact: true })).toHaveAttribute('href', new RegExp(`^${href('outterApp')}\\?`));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the customer-service button can be dragged out of the way and keeps its spot', async ({ page }) => {
  await page.goto(href('register'));
  const button = page.getByTestId('cs-button');
  // Where it rests here it would cover "Get code", so it waits aside as a tab at the edge: grab
  // the tab once it has slid there, not the button it was a moment before.
  await expect(button).toHaveAttribute('data-aside', 'true');
  await button.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
  const before = (await button.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.mouse.move(80, 420, { steps: 8 });
  await page.mouse.up();
  // A drag is not a tap: the list stays closed, and the button snaps to the left edge.
  await expect(page.getByRole('dialog', { name: 'Customer service' })).toHaveCount(0);
  await expect(button).toHaveClass(/cs-fab--left/);
  const after = (await button.boundingBox())!;
  expect(after.x).toBeLessThan(40);
  expect(Math.abs(after.y + after.height / 2 - 420)).toBeLessThan(4);
  await page.reload();
  await expect(page.getByTestId('cs-button')).toHaveClass(/cs-fab--left/);
  expect(Math.abs((await page.getByTestId('cs-button').boundingBox())!.y - after.y)).toBeLessThan(4);
  // Dragged again once the page has settled (the drag code is loaded by then): back to the right.
  await page.waitForTimeout(3500);
  const left = (await page.getByTestId('cs-button').boundingBox())!;
  await page.mouse.move(left.x + left.width / 2, left.y + left.height / 2);
  await page.mouse.down();
  await page.mouse.move(330, 300, { steps: 8 });
  await expect(page.getByTestId('cs-button')).toHaveAttribute('data-dragging', 'true');
  await page.mouse.up();
  await expect(page.getByTestId('cs-button')).toHaveClass(/cs-fab--right/);
  // A tap still opens the list.
  await page.getByTestId('cs-button').click();
  await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
});

test('a member sees the balance, masked while it refreshes', async ({ page, context }) => {
  await signInAs(context, test.info().project.use.baseURL!);
  // Hold the wallet call so the refresh stays in flight long enough to look at.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  await context.route('**/wps/member/wallet*', async (route) => {
    if (holding) await held;
    await route.continue();
  });

  await page.goto(href('home'));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  for (const name of ['Deposit', 'Withdraw']) await expect(header.getByRole('link', { name })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Mail/ })).toBeVisible();
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(/^-?৳[\d,]+\.\d{2}$/);

  await header.getByRole('button', { name: 'Balance' }).click();
  holding = true;
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(balance).toHaveText('****');
  release();
  await expect(balance).toHaveText(/^-?৳[\d,]+\.\d{2}$/);

  // Hidden by choice: masked until shown again.
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText('****');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText(/^-?৳[\d,]+\.\d{2}$/);
});

test('a member signs out through the confirmation popup and lands on home', async ({ page, context }) => {
  await signInAs(context, test.info().project.use.baseURL!);
  await page.goto(href('notice'));
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Prompt' });
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});
