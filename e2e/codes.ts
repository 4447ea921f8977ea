/** Codes the server "sent" or drew, read back through the dev helpers: SMS from the outbox, the captcha's code. */
import { expect, type Page, type Response } from '@playwright/test';
import type { CaptchaValue } from '../src/api/account-wire';
import { ENDPOINTS, fillPath } from '../src/api/endpoints';
import type { ListValue } from '../src/api/catalogue-wire';
import type { DevOutboxEntry } from '../src/api/member-wire';
import { valueOf } from './api';

export const isCaptcha = (response: Response) => new URL(response.url()).pathname === ENDPOINTS.captcha.path && response.ok();

/**
 * The code behind the captcha image the page just fetched (GET /dev/captcha/<captchaId>), from
 * the server at `baseUrl` (a spec's own server; the shared one by default).
 */
export async function captchaCode(page: Page, captcha: Promise<Response>, baseUrl = ''): Promise<string> {
  const { captchaId } = await valueOf<CaptchaValue>(await captcha);
  const answer = await page.request.get(`${baseUrl}${fillPath(ENDPOINTS.devCaptchaCode.path, { captchaId })}`);
  expect(answer.ok()).toBe(true);
  return (await valueOf<{ code: string }>(answer)).code;
}

/** The newest SMS sent to `recipient` (the full number with its dialing code) after `after`, from the dev outbox. */
export async function smsTo(page: Page, recipient: string, after = ''): Promise<{ code: string; createdAt: string }> {
  let found: { body: string; createdAt: string } | undefined;
  // The page asks for the code asynchronously after the slide: poll until a new one lands.
  await expect
    .poll(async () => {
      const answer = await page.request.get(ENDPOINTS.devOutbox.path, { params: { recipient } });
      const { list } = await valueOf<ListValue<DevOutboxEntry>>(answer);
      found = list.find((entry) => entry.channel === 'sms' && entry.createdAt > after);
      return Boolean(found);
    })
    .toBe(true);
  const code = /\b(\d{6})\b/.exec(found!.body)?.[1];
  expect(code, `a 6-digit code in "${found!.body}"`).toBeTruthy();
  return { code: code!, createdAt: found!.createdAt };
}
