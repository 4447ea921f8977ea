/**
 * A throttled SMS request is told before the slider: once this caller has used its hour of code
 * requests, tapping "Get code" shows the wait on the button (disabled) and says it, without ever
 * opening the slider; a reload keeps the wait. A server of our own: the limits are per address.
 */
import { expect, test, type Page } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import { useEnglish } from './helpers';
import { ownServerForFile } from './own-server';
import { sliderSheet } from './slider';
import { href } from '../src/routes';

const server = ownServerForFile();

/**
 * One register code request with a solved slider, as the page sends it after the sheet: sent from
 * the page, so it counts against the browser's own address (Node may reach localhost by another).
 */
async function askForCode(page: Page, mobileNum: string): Promise<number> {
  return page.evaluate(
    async ({ slider, dev, sms, mobileNum }) => {
      const challenge = (await (await fetch(slider, { method: 'POST' })).json()).value as { sliderId: string };
      const gap = (await (await fetch(dev.replace(':sliderId', challenge.sliderId))).json()).value.x as number;
      const answer = await fetch(sms, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobileNum, countryDialingCode: '+880', sliderId: challenge.sliderId, sliderX: gap }),
      });
      return answer.status;
    },
    { slider: ENDPOINTS.sliderCaptcha.path, dev: ENDPOINTS.devSlider.path, sms: ENDPOINTS.smsRegister.path, mobileNum },
  );
}

test('the wait shows on the button before any slider, and stays after a reload', async ({ page, context }) => {
  await useEnglish(context);
  await page.goto(`${server.url}${href('login')}`);
  for (let i = 0; i < 5; i += 1) expect(await askForCode(page, `17500${String(i).padStart(5, '0')}`)).toBe(200);

  let sliders = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === ENDPOINTS.sliderCaptcha.path) sliders += 1;
  });
  await page.goto(`${server.url}${href('login')}`);
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByRole('group', { name: 'Login method' }).getByRole('button', { name: 'SMS code' }).click();
  await login.getByLabel('Mobile number').fill('1750099999');
  await login.getByRole('button', { name: 'Get code' }).click();

  const waiting = login.getByRole('button', { name: /^Try again in \d+ min$/ });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toHaveText(/^Try again in (59|60) min$/);
  await expect(page.getByText(/Too many code requests\. Try again in (59|60) min\./)).toBeVisible();
  await expect(sliderSheet(page)).toHaveCount(0);
  expect(sliders).toBe(0);

  await page.reload();
  await login.getByRole('group', { name: 'Login method' }).getByRole('button', { name: 'SMS code' }).click();
  await expect(login.getByRole('button', { name: /^Try again in (59|60) min$/ })).toBeDisabled();
  expect(sliders).toBe(0);
});
