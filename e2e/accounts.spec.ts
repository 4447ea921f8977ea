/**
 * Accounts end to end against the real server and the built app: register through the
 * form (the captcha's code read from the dev helper), sign out, log in with the remembered record,
 * change the password, register on the mobile tab and log in by SMS (each code asked for through
 * the slider captcha, codes read from the dev outbox), play as a trial guest and meet its prompts, and try to log in offline.
 */
import { expect, test, type Page, SERVICE_WORKER } from './fixtures';
import { captchaCode, isCaptcha, smsTo } from './codes';
import { atPath, useEnglish } from './helpers';
import { sliderSheet, solveSlider, solveSliderByKeyboard, waitForSlider } from './slider';
import { href } from '../src/routes';

test.beforeEach(async ({ context }) => useEnglish(context));

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('register, sign out, log in with the remembered record, change the password', async ({ page }) => {
  const username = `e2e${Date.now().toString(36).slice(-8)}`;
  const password = 'secret123';
  const form = page.getByRole('form', { name: 'Register' });

  const captcha = page.waitForResponse(isCaptcha);
  await page.goto(href('register'));
  await form.getByLabel(/^Username/).fill(username);
  // SPEC §5: a password change re-checks a filled confirm; a match clears the error.
  await form.getByLabel(/^Confirm password/).fill(password);
  await form.getByLabel(/^Password/).fill('secret12');
  await expect(form.getByText('The two passwords do not match.')).toBeVisible();
  await form.getByLabel(/^Password/).fill(password);
  await expect(form.getByText('The two passwords do not match.')).toHaveCount(0);
  await form.getByLabel(/^Captcha/).fill(await captchaCode(page, captcha));
  // The disclaimer starts checked; unchecking it disables the button.
  const terms = form.getByRole('checkbox');
  await expect(terms).toBeChecked();
  await terms.uncheck();
  await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled();
  await terms.check();
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(atPath(href('home')));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance' })).toBeVisible();
  await signOut(page);

  // Log in with remember-password on; after a reload the form is filled from the sealed record.
  await page.goto(href('login'));
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('checkbox', { name: 'Remember password' }).check();
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  expect(await page.evaluate(() => localStorage.getItem('lobby.rememberedLogin'))).not.toContain(password);
  await signOut(page);
  await page.goto(href('login'));
  await page.reload();
  await expect(login.getByLabel('Username')).toHaveValue(username);
  await expect(login.getByLabel('Password', { exact: true })).toHaveValue(password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(atPath(href('home')));

  // Change the password: the session holds the old one, so only new and confirm are asked.
  await page.goto(href('changePsw'));
  const change = page.getByRole('form', { name: 'Change password' });
  await expect(change.getByLabel('Username')).toHaveValue(username);
  await expect(change.getByLabel('Current password')).toHaveCount(0);
  await change.getByLabel('New password', { exact: true }).fill(password);
  await change.getByLabel('Confirm new password').fill(password);
  await change.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alertdialog', { name: 'The new password must be different from the old one.' })).toBeVisible();
  await page.keyboard.press('Escape');
  await change.getByLabel('New password', { exact: true }).fill('newsecret9');
  await change.getByLabel('Confirm new password').fill('newsecret9');
  await change.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
  await expect(page).toHaveURL(atPath(href('home')));

  // The remembered record follows: after signing out, it logs in with the new password.
  await signOut(page);
  await page.goto(href('login'));
  await expect(login.getByLabel('Password', { exact: true })).toHaveValue('newsecret9');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance' })).toBeVisible();
});

test.describe('a mobile member', () => {
  const mobile = `17${Date.now().toString().slice(-8)}`;
  const password = 'mobile123';

  test('registers on the mobile tab with the SMS code from the outbox', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Register' });
    const captcha = page.waitForResponse(isCaptcha);
    await page.goto(href('register'));
    await form.getByRole('button', { name: 'Mobile number' }).click();
    await form.getByLabel(/^Mobile number/).fill(mobile);
    // The number the server texts is the dialing code the select defaults to plus what was typed.
    const phone = `${await form.getByLabel('Country code').inputValue()}${mobile}`;
    const slider = waitForSlider(page);
    await form.getByRole('button', { name: 'Get code' }).click();
    await solveSlider(page, slider);
    await expect(sliderSheet(page)).toBeHidden();
    await expect(form.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    const sms = await smsTo(page, phone);
    await form.getByLabel(/^SMS code/).fill(sms.code);
    await form.getByLabel(/^Password/).fill(password);
    await form.getByLabel(/^Confirm password/).fill(password);
    await form.getByLabel(/^Captcha/).fill(await captchaCode(page, captcha));
    await form.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(atPath(href('home')));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Balance' })).toBeVisible();
    // Without a username the number becomes the account name, shown in the side menu.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByText(mobile)).toBeVisible();
  });
});

test('logs in by SMS code: the seeded agent, by its verified number', async ({ page }) => {
  // A member whose number no other test texts, so no one-a-minute gap stands in the way.
  const mobile = '1812345678';
  const before = new Date().toISOString();
  await page.goto(href('login'));
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByRole('group', { name: 'Login method' }).getByRole('button', { name: 'SMS code' }).click();
  await expect(login.getByLabel('Country code')).toHaveValue('+880');
  await login.getByLabel('Mobile number').fill(mobile);
  const phone = `+880${mobile}`;
  const slider = waitForSlider(page);
  await login.getByRole('button', { name: 'Get code' }).click();
  await solveSliderByKeyboard(page, slider);
  // noLogin answers alike for any number, so the page does not claim the code was sent.
  await expect(page.getByText('If this number is registered, a code is on its way.')).toBeVisible();
  const sms = await smsTo(page, phone, before);
  await login.getByLabel('SMS code').fill(sms.code);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance' })).toBeVisible();
  const info = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { userName: string });
  expect(info.userName).toBe('agent');
});

test('a free trial signs in a type-4 guest', async ({ page }) => {
  await page.goto(href('login'));
  await page.getByRole('button', { name: 'Free trial' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  // SPEC §6: a trial guest has no balance to show; a Trial badge stands in its place.
  await expect(page.getByRole('banner').getByTestId('trial-badge')).toHaveText('Trial');
  const info = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { type: number; userName: string });
  expect(info.type).toBe(4);
  expect(await page.evaluate(() => sessionStorage.getItem('trialName'))).toBe(info.userName);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByText(info.userName)).toBeVisible();

  // SPEC §6: the member centre prompts a guest to register; Cancel goes home, Register now on.
  await page.goto(href('memberHome'));
  const prompt = page.getByRole('alertdialog', { name: 'Prompt' });
  await expect(prompt).toContainText('Trial accounts cannot use this feature');
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  await page.goto(href('memberHome'));
  await prompt.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(atPath(href('register')));
  await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
});

test('logging in offline says a connection is needed and keeps the input', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await page.goto(href('login'));
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Username').fill('demo');
  await login.getByLabel('Password', { exact: true }).fill('demo1234');
  await context.setOffline(true);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('alert')).toContainText('A connection is needed');
  await expect(login.getByLabel('Username')).toHaveValue('demo');
  await expect(login.getByLabel('Password', { exact: true })).toHaveValue('demo1234');
  await context.setOffline(false);
});
