/**
 * The floating customer-service button never covers a form control: while a field has focus it
 * steps aside to the screen's edge, clear of the field and of the "Get code" button beside the
 * SMS code field, and returns when the focus leaves the form's fields.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { useEnglish } from './helpers';
import { href } from '../src/routes';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'on screen').not.toBeNull();
  return found!;
}

/** The CS button's box once it has stopped moving (it slides aside). */
async function settledCsBox(page: Page): Promise<Box> {
  const button = page.getByTestId('cs-button');
  let last = JSON.stringify(await box(button));
  await expect
    .poll(async () => {
      const now = JSON.stringify(await box(button));
      const still = now === last;
      last = now;
      return still;
    }, { intervals: [150] })
    .toBe(true);
  return JSON.parse(last) as Box;
}

/**
 * The CS button, settled, covers none of the controls. Asked again until it holds: the button
 * decides on the frame after the form renders (a lazy page can render late on a busy machine),
 * and "not moving" alone cannot tell "settled" from "not started yet".
 */
async function expectClearOf(page: Page, controls: Locator[]) {
  let covered = '';
  await expect
    .poll(async () => {
      const cs = await settledCsBox(page);
      covered = '';
      for (const control of controls) {
        const other = await box(control);
        if (overlaps(cs, other)) covered = `the CS button ${JSON.stringify(cs)} covers ${JSON.stringify(other)}`;
      }
      return covered;
    })
    .toBe('');
}

test.beforeEach(async ({ context }) => useEnglish(context));

test('on the register page the CS button moves off the mobile field and "Get code", and comes back', async ({ page }) => {
  await page.goto(href('register'));
  const form = page.getByRole('form', { name: 'Register' });
  const cs = page.getByTestId('cs-button');
  await expect(cs).toBeVisible();
  // At rest it covers no control of the form: it is aside already if it would.
  await expectClearOf(page, [form.getByRole('button', { name: 'Get code' })]);

  const mobile = form.getByLabel(/^Mobile number/);
  await mobile.focus();
  await expect(mobile).toBeFocused();
  await expectClearOf(page, [mobile, form.getByRole('button', { name: 'Get code' })]);
  await expect(cs).toHaveAttribute('data-aside', 'true');
  // Still there to be tapped: the list opens from the tab.
  await expect(cs).toBeVisible();

  // From one field to the next it stays aside; leaving the fields brings it back where it was.
  await form.getByLabel(/^SMS code/).focus();
  await expect(cs).toHaveAttribute('data-aside', 'true');
  await expectClearOf(page, [form.getByLabel(/^SMS code/), form.getByRole('button', { name: 'Get code' })]);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Focus gone, it comes back, except where it would cover a control of the form (then it stays aside).
  await expectClearOf(page, [form.getByRole('button', { name: 'Get code' })]);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect(cs).not.toHaveAttribute('data-aside', 'true');
  const back = await settledCsBox(page);
  expect(back.width).toBe(48);
});

test('on the login page the CS button stays clear of the SMS login fields', async ({ page }) => {
  await page.goto(href('login'));
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('group', { name: 'Login method' }).getByRole('button', { name: 'SMS code' }).click();
  const mobile = form.getByLabel('Mobile number');
  await mobile.focus();
  await expectClearOf(page, [mobile, form.getByRole('button', { name: 'Get code' })]);
  const code = form.getByLabel(/^SMS code/);
  await code.focus();
  await expectClearOf(page, [code, form.getByRole('button', { name: 'Get code' })]);
});
