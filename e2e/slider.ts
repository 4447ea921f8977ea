/**
 * Solving the slider captcha as a player would: the gap's position comes from the dev helper
 * (GET /dev/slider/:sliderId), then the handle is dragged with the mouse, or moved with the arrow
 * keys, to it. The answer is in the background's pixels; the sheet shows the picture scaled, so
 * the drag is that many pixels times the shown scale.
 *
 * Start waiting for the challenge before the tap that opens the sheet:
 *   const slider = waitForSlider(page); await getCode.click(); await solveSlider(page, slider);
 */
import { expect, type Page, type Response } from '@playwright/test';
import type { SliderValue } from '../src/api/account-wire';
import { ENDPOINTS, fillPath } from '../src/api/endpoints';
import { valueOf } from './api';

const isSlider = (response: Response) => new URL(response.url()).pathname === ENDPOINTS.sliderCaptcha.path && response.ok();

/** The next challenge the page fetches (the sheet opening, a refresh, a new one after a refusal). */
export async function waitForSlider(page: Page): Promise<SliderValue> {
  const response = await page.waitForResponse(isSlider);
  return valueOf<SliderValue>(response);
}

/** Where the gap is, in the background's pixels. */
export async function sliderGap(page: Page, sliderId: string): Promise<number> {
  const answer = await page.request.get(fillPath(ENDPOINTS.devSlider.path, { sliderId }));
  expect(answer.ok(), `the dev helper knows slider ${sliderId}`).toBe(true);
  return (await valueOf<{ x: number }>(answer)).x;
}

export const sliderSheet = (page: Page) => page.getByRole('dialog', { name: 'Slide to verify' });
export const sliderHandle = (page: Page) => sliderSheet(page).getByRole('slider');

/** The sheet shows `challenge` and its handle is ready, back at the start. */
async function ready(page: Page, challenge: SliderValue) {
  const sheet = sliderSheet(page);
  await expect(sheet.getByRole('img', { name: 'Picture with a gap' })).toHaveAttribute('src', challenge.background);
  await expect(sliderHandle(page)).toHaveAttribute('aria-disabled', 'false');
  await expect(sliderHandle(page)).toHaveAttribute('aria-valuenow', '0');
}

/** Drag the handle from the start so the piece's left edge lands at `x` background pixels, and let go. */
export async function dragSliderTo(page: Page, challenge: SliderValue, x: number) {
  await ready(page, challenge);
  const picture = await sliderSheet(page).getByRole('img', { name: 'Picture with a gap' }).boundingBox();
  const handle = await sliderHandle(page).boundingBox();
  expect(picture && handle, 'the picture and the handle are on screen').toBeTruthy();
  const scale = picture!.width / challenge.width;
  const startX = handle!.x + handle!.width / 2;
  const y = handle!.y + handle!.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + (x * scale) / 2, y, { steps: 5 });
  await page.mouse.move(startX + x * scale, y, { steps: 5 });
  // The piece stands where it was meant to before the drop answers.
  await expect(sliderHandle(page)).toHaveAttribute('aria-valuenow', String(x));
  await page.mouse.up();
}

/** Solve the challenge `slider` resolves to by dragging the handle onto the gap. */
export async function solveSlider(page: Page, slider: Promise<SliderValue>): Promise<SliderValue> {
  const challenge = await slider;
  await dragSliderTo(page, challenge, await sliderGap(page, challenge.sliderId));
  return challenge;
}

/** The same with the keyboard: Shift+→ for tens, → for the rest (2 px each), Enter answers. */
export async function solveSliderByKeyboard(page: Page, slider: Promise<SliderValue>): Promise<SliderValue> {
  const challenge = await slider;
  const gap = await sliderGap(page, challenge.sliderId);
  await ready(page, challenge);
  const handle = sliderHandle(page);
  await handle.focus();
  for (let i = 0; i < Math.floor(gap / 10); i++) await handle.press('Shift+ArrowRight');
  for (let i = 0; i < Math.floor((gap % 10) / 2); i++) await handle.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(gap - (gap % 2)));
  await handle.press('Enter');
  return challenge;
}
