/**
 * The slider captcha the SMS requests need, solved through the dev hook, and a fresh caller
 * address per request so a test's SMS calls do not share the per-address limit unless they mean to.
 */
import { ENDPOINTS, fillPath } from '../../src/api/endpoints';
import type { SliderValue } from '../../src/api/account-wire';
import type { TestServer } from './helpers';

/** A new slider challenge and the gap's x (the right answer). */
export async function solvedSlider(server: TestServer): Promise<{ sliderId: string; sliderX: number; slider: SliderValue }> {
  const slider = await server.value<SliderValue>(ENDPOINTS.sliderCaptcha.path, { method: 'POST' });
  const { x } = await server.value<{ x: number }>(fillPath(ENDPOINTS.devSlider.path, { sliderId: slider.sliderId }));
  return { sliderId: slider.sliderId, sliderX: x, slider };
}

let nextAddress = 0;
/** A caller address no other request in this process used (the test server trusts X-Forwarded-For). */
export function freshAddress(): string {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

/**
 * POST an SMS request with a solved slider, from `address` (a fresh one by default): what the
 * page does after the slider sheet.
 */
export async function requestSms(
  server: TestServer,
  path: string,
  fields: { mobileNum: string; countryDialingCode?: string },
  address = freshAddress(),
): Promise<Response> {
  const slider = await solvedSlider(server);
  return server.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ countryDialingCode: '+880', ...fields, sliderId: slider.sliderId, sliderX: slider.sliderX }),
  });
}
