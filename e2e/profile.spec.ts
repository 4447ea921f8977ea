/**
 * Personal settings, real-name verification and feedback (SPEC §2 /m/set and /m/feedback, §4, §5)
 * in the built app against the real server: demo changes the nickname and is refused a too-young
 * birthday; demo (rejected before, by the seed) uploads an ID image → under review → the operator
 * verifies → already verified; agent sends feedback refused by the word count, then sent, and the
 * operator's reply shows; offline the settings show as last read and changes are disabled.
 * Screens at 390×844 in English and Bengali.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import { encodePng } from '../server/lib/png';
import type { ProfileValue } from '../src/api/profile-wire';
import { valueOf } from './api';
import { atPath, forceLanguage, useEnglish, waitForServiceWorker } from './helpers';
import { asOperator } from './operator';
import { startOwnServer } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab', { name });

/** A small PNG on disk for setInputFiles. */
function pngFile(name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'profile-e2e-')), name);
  writeFileSync(path, encodePng(24, 16, (x) => [x * 10, 120, 200, 255]));
  return path;
}

/** YYYY-MM-DD `years` before today (UTC), one day short of the birthday when `shortBy` is 1. */
function yearsAgo(years: number, shortBy = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + shortBy);
  return d.toISOString().slice(0, 10);
}

test.describe('personal settings', () => {
  test.beforeEach(async ({ context }) => useEnglish(context));

  // On a server of its own: demo's nickname is what specs running beside this one expect to see.
  test('demo changes the nickname; a too-young birthday is refused, an adult one saved', async ({ page, context }, testInfo) => {
    const server = await startOwnServer();
    const login = await signInAs(context, server.url, 'demo');
    await page.goto(server.url + href('settings'));
    await expect(tab(page, 'Profile')).toHaveAttribute('aria-selected', 'true');
    const nickname = page.getByRole('form', { name: 'Nickname' });
    await nickname.getByLabel('Nickname').fill('Demo Champion');
    await nickname.getByRole('button', { name: 'Save' }).click();
    await expect(nickname.getByRole('status')).toHaveText('Saved.');
    const profile = await valueOf<ProfileValue>(await context.request.get(server.url + ENDPOINTS.profile.path, { headers: { Authorization: login.token } }));
    expect(profile.nickname).toBe('Demo Champion');

    const birthday = page.getByRole('form', { name: 'Date of birth' });
    await expect(birthday.getByText('I confirm that I am at least 18 years old.')).toBeVisible();
    await birthday.getByLabel('Date of birth').fill(yearsAgo(18, 1));
    await birthday.getByRole('button', { name: 'Save' }).click();
    await expect(birthday.locator('.account-field__error')).toHaveText('I confirm that I am at least 18 years old.');
    await birthday.getByLabel('Date of birth').fill('1990-04-12');
    await birthday.getByRole('button', { name: 'Save' }).click();
    await expect(birthday.getByRole('status')).toHaveText('Saved.');

    const email = page.getByRole('form', { name: 'Email' });
    await email.getByLabel('Email').fill('not-an-email');
    await email.getByRole('button', { name: 'Save' }).click();
    await expect(email.locator('.account-field__error')).toHaveText('Please enter a valid email address.');
    await page.screenshot({ path: testInfo.outputPath('settings-profile-en.png'), fullPage: true });

    await tab(page, 'Security').click();
    await expect(page).toHaveURL(atPath(href('settings', { tab: 'security' })));
    await expect(page.getByTestId('payment-password-state')).toHaveText('Set');
    await expect(page.getByRole('link', { name: 'Change' })).toHaveAttribute('href', href('changePsw'));
    await page.screenshot({ path: testInfo.outputPath('settings-security-en.png') });
    await server.stop();
  });

  test('a real-name upload goes under review, the operator verifies it, and it shows verified', async ({ page, context, baseURL, request }, testInfo) => {
    await signInAs(context, baseURL!, 'demo');
    await page.goto(href('settings', { tab: 'verify' }));
    const state = page.getByTestId('verification-state');
    await expect(state).toHaveText('Rejected');
    await expect(page.getByText('Reason: The photo is blurred: please upload a sharper one.')).toBeVisible();

    // The client's own checks: not an image, then a real one with a preview.
    const form = page.getByRole('form', { name: 'Real-name verification' });
    const notImage = join(mkdtempSync(join(tmpdir(), 'profile-e2e-')), 'notes.txt');
    writeFileSync(notImage, 'hello');
    await form.locator('input[type=file]').setInputFiles(notImage);
    await expect(form.getByRole('alert')).toHaveText('Only PNG or JPG images can be uploaded.');
    await form.locator('input[type=file]').setInputFiles(pngFile('id-front.png'));
    await expect(form.getByRole('img', { name: 'id-front.png' })).toBeVisible();
    await expect(form.getByText('1 of 3 images')).toBeVisible();
    await form.getByLabel('Remark').fill('Passport, photo page');
    await expect(form.getByText('20/140 characters')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('settings-verify-form-en.png'), fullPage: true });
    await form.getByRole('button', { name: 'Upload' }).click();

    await expect(page.getByText('Upload success')).toBeVisible();
    await expect(state).toHaveText('Under review');
    await expect(form).toHaveCount(0);

    const { list } = await asOperator(request, ENDPOINTS.operatorVerifications, { query: { state: 'review' } });
    const mine = list.find((d) => d.account === 'demo' && d.remark === 'Passport, photo page');
    expect(mine).toBeDefined();
    await asOperator(request, ENDPOINTS.operatorVerificationDecide, { body: { id: mine!.id, decision: 'verified' } });

    await page.reload();
    await expect(state).toHaveText('Already verified');
    await expect(page.locator('.profile-images--sent img')).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('settings-verified-en.png') });
  });

  test('a guest is sent to login', async ({ page }) => {
    await page.goto(href('settings'));
    await expect(page).toHaveURL(/\/m\/login/);
  });
});

test.describe('feedback', () => {
  test.beforeEach(async ({ context }) => useEnglish(context));

  test('the word count refuses, then the feedback is sent and the operator reply shows', async ({ page, context, baseURL, request }, testInfo) => {
    await signInAs(context, baseURL!, 'agent');
    await page.goto(href('feedback'));
    const form = page.getByRole('form', { name: 'Send us feedback' });
    const content = form.getByLabel('Your feedback');
    await content.fill('Too short');
    await expect(form.getByText('2 words · 5–300')).toBeVisible();
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.locator('.account-field__error')).toHaveText('Feedback must be between 5 and 300 words.');

    const text = 'Please add a dark blue theme option for night play';
    await content.fill(text);
    await form.locator('input[type=file]').setInputFiles(pngFile('screen.png'));
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you, your feedback is sent.');
    await expect(content).toHaveValue('');
    const item = page.getByTestId('feedback-item').filter({ hasText: text });
    await expect(item).toContainText('Waiting for a reply');
    await expect(item).toContainText('1 of 3 images');

    const { list } = await asOperator(request, ENDPOINTS.operatorFeedback, { query: { replied: 'false' } });
    const sent = list.find((f) => f.account === 'agent' && f.content === text)!;
    await asOperator(request, ENDPOINTS.operatorFeedbackReply, { body: { id: sent.id, reply: 'Noted: a night theme is on our list.' } });
    await page.reload();
    await expect(item).toContainText('Reply from support');
    await expect(item).toContainText('Noted: a night theme is on our list.');
    await page.screenshot({ path: testInfo.outputPath('feedback-en.png'), fullPage: true });
  });
});

test('offline the settings show as last read and changes are disabled; the input is kept', { tag: SERVICE_WORKER }, async ({ page, context, baseURL }, testInfo) => {
  await useEnglish(context);
  await signInAs(context, baseURL!, 'agent');
  await page.goto(href('settings'));
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Nickname' }).getByLabel('Nickname')).not.toHaveValue('');
  await page.goto(href('settings', { tab: 'verify' }));
  await expect(page.getByTestId('verification-state')).toHaveText('Not verified yet');
  await page.goto(href('settings'));
  const nickname = page.getByRole('form', { name: 'Nickname' });
  await expect(nickname.getByLabel('Nickname')).not.toHaveValue('');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline: this is what you saw last. Changes need a connection.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Nickname' }).getByLabel('Nickname')).not.toHaveValue('');
  await expect(page.getByText('agent', { exact: true })).toBeVisible();
  await page.getByRole('form', { name: 'Nickname' }).getByLabel('Nickname').fill('Kept while offline');
  await expect(page.getByRole('form', { name: 'Nickname' }).getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(page.getByRole('form', { name: 'Nickname' }).getByLabel('Nickname')).toHaveValue('Kept while offline');
  await tab(page, 'Real-name').click();
  await expect(page.getByTestId('verification-state')).toHaveText('Not verified yet');
  await expect(page.getByRole('form', { name: 'Real-name verification' }).getByRole('button', { name: 'Upload' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('settings-offline-en.png') });
  await context.setOffline(false);
});

test('the screens in Bengali', async ({ page, context, baseURL }, testInfo) => {
  await forceLanguage(context, 'bn');
  await useEnglish(context);
  await signInAs(context, baseURL!, 'agent');
  await page.goto(href('settings'));
  await expect(page.getByRole('tab', { name: 'প্রোফাইল' })).toBeVisible();
  await expect(page.getByText('আমি নিশ্চিত করছি', { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-profile-bn.png'), fullPage: true });
  await page.goto(href('settings', { tab: 'verify' }));
  await expect(page.getByTestId('verification-state')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-verify-bn.png'), fullPage: true });
  await page.goto(href('feedback'));
  await expect(page.getByRole('button', { name: 'মতামত পাঠান' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('feedback-bn.png'), fullPage: true });
});
