/**
 * The slider captcha in front of every SMS code: registering by mobile through it end to end, a
 * wrong drop refused with a new picture and then solved from the keyboard, a limit that says how
 * long to wait, and the connection needed when offline (the sheet stays shut, the input stays).
 * The server allows few SMS per address an hour: these tests send two between them.
 */
import { expect, test, type Locator, type Page, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import type { ListValue } from '../src/api/catalogue-wire';
import type { DevOutboxEntry } from '../src/api/member-wire';
import { valueOf } from './api';
import { captchaCode, isCaptcha, smsTo } from './codes';
import { atPath, useEnglish } from './helpers';
import { dragSliderTo, sliderGap, sliderHandle, sliderSheet, solveSlider, solveSliderByKeyboard, waitForSlider } from './slider';
import { href } from '../src/routes';

test.beforeEach(async ({ context }) => useEnglish(context));

/** A number no other test uses (the server allows one SMS per number a minute). */
const newMobile = (tail: string) => `18${Date.now().toString().slice(-7)}${tail}`;

/** Types a number no one has registered yet into the form: the phone it makes with the country code. */
async function fillNewMobile(form: Locator, tail: string): Promise<string> {
  const mobile = newMobile(tail);
  await form.getByLabel(/^Mobile number/).fill(mobile);
  return `${await form.getByLabel('Country code').inputValue()}${mobile}`;
}

async function openMobileRegister(page: Page) {
  const form = page.getByRole('form', { name: 'Register' });
  await page.goto(href('register'));
  await form.getByRole('button', { name: 'Mobile number' }).click();
  return form;
}

test('registers by mobile through the slider, with the code from the outbox', async ({ page }) => {
  const captcha = page.waitForResponse(isCaptcha);
  const form = await openMobileRegister(page);
  const phone = await fillNewMobile(form, '1');

  const slider = waitForSlider(page);
  await form.getByRole('button', { name: 'Get code' }).click();
  const sheet = sliderSheet(page);
  await expect(sheet).toBeVisible();
  // The handle takes the focus, so the keyboard works at once.
  await expect(sliderHandle(page)).toBeFocused();
  await solveSlider(page, slider);
  await expect(sheet).toBeHidden();
  await expect(form.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();

  const sms = await smsTo(page, phone);
  await form.getByLabel(/^SMS code/).fill(sms.code);
  await form.getByLabel(/^Password/).fill('slider123');
  await form.getByLabel(/^Confirm password/).fill('slider123');
  await form.getByLabel(/^Captcha/).fill(await captchaCode(page, captcha));
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance' })).toBeVisible();
});

test('a wrong drop says so with a new picture, which the keyboard then solves', async ({ page }) => {
  const form = await openMobileRegister(page);
  const phone = await fillNewMobile(form, '2');

  const first = waitForSlider(page);
  await form.getByRole('button', { name: 'Get code' }).click();
  const challenge = await first;
  const gap = await sliderGap(page, challenge.sliderId);
  // Well off the gap, on whichever side has room.
  const wrong = gap > 120 ? gap - 60 : gap + 60;
  const second = waitForSlider(page);
  await dragSliderTo(page, challenge, wrong);
  const sheet = sliderSheet(page);
  await expect(sheet.getByRole('status')).toHaveText('That was not quite the gap. Try this new picture.');
  const next = await second;
  expect(next.sliderId).not.toBe(challenge.sliderId);
  // Nothing was sent for the wrong drop.
  const outbox = await page.request.get(ENDPOINTS.devOutbox.path, { params: { recipient: phone } });
  expect((await valueOf<ListValue<DevOutboxEntry>>(outbox)).list).toHaveLength(0);

  await solveSliderByKeyboard(page, Promise.resolve(next));
  await expect(sheet).toBeHidden();
  await expect(form.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  expect((await smsTo(page, phone)).code).toMatch(/^\d{6}$/);
});

test('a limit on codes says how many minutes to wait', async ({ page }) => {
  // The limit itself is the server's (tests/server); here only what the page makes of its answer.
  await page.route(
    (url) => url.pathname === ENDPOINTS.smsNoLogin.path,
    (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '150' },
        body: JSON.stringify({ success: false, errorCode: 'too_many_requests', message: 'Too many requests' }),
      }),
  );
  await page.goto(href('login'));
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByRole('group', { name: 'Login method' }).getByRole('button', { name: 'SMS code' }).click();
  await login.getByLabel('Mobile number').fill(newMobile('3'));
  const slider = waitForSlider(page);
  await login.getByRole('button', { name: 'Get code' }).click();
  await solveSlider(page, slider);
  await expect(sliderSheet(page)).toBeHidden();
  await expect(page.getByText('Too many code requests. Try again in 3 min.')).toBeVisible();
  // From then on the wait is told on the button itself, before any slider.
  await expect(login.getByRole('button', { name: /^Try again in 3 min$/ })).toBeDisabled();
});

test('offline, Get code says a connection is needed and keeps the input', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  const form = await openMobileRegister(page);
  const mobile = newMobile('4');
  await form.getByLabel(/^Mobile number/).fill(mobile);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('A connection is needed for this.', { exact: false })).toBeVisible();
  await expect(sliderSheet(page)).toHaveCount(0);
  await expect(form.getByLabel(/^Mobile number/)).toHaveValue(mobile);
  await context.setOffline(false);

  // A picture that cannot be fetched says so in the sheet, never a blank one.
  await page.route((url) => url.pathname === ENDPOINTS.sliderCaptcha.path, (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Get code' }).click();
  const sheet = sliderSheet(page);
  await expect(sheet.getByRole('status')).toContainText('A connection is needed for this.');
  await expect(sheet.getByText('No picture to show.')).toBeVisible();
  await expect(sliderHandle(page)).toHaveAttribute('aria-disabled', 'true');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(form.getByLabel(/^Mobile number/)).toHaveValue(mobile);
});
