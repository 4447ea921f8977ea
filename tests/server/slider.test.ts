/**
 * The slider captcha (POST /wps/captcha/slider) and its check on the SMS requests: a picture with a
 * darkened gap and the piece cut from it, one guess per challenge, 2 minutes, within 6 px.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { checkSlider, createSlider, SLIDER_TOLERANCE_PX, SLIDER_TTL_MS } from '../../server/account/slider';
import type { SliderValue } from '../../src/api/account-wire';
import { ENDPOINTS, fillPath } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { errorOf } from './account-helpers';
import { serverForFile } from './helpers';
import { freshAddress, solvedSlider } from './slider-helpers';

const { server } = serverForFile();

/** Decodes the PNGs png.ts writes (8-bit RGBA, filter 0 on every row): RGBA at (x, y). */
function decodePng(dataUrl: string) {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const pixel = (x: number, y: number) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 5 + x * 4)];
  return { width, height, pixel };
}

const smsBody = (mobileNum: string, slider: { sliderId?: string; sliderX?: number }): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
  body: JSON.stringify({ mobileNum, countryDialingCode: '+880', ...slider }),
});
const outboxCount = async (recipient: string) =>
  Number((await server.db.selectFrom('dev_outbox').select((eb) => eb.fn.countAll().as('n')).where('recipient', '=', recipient).executeTakeFirstOrThrow()).n);

describe('POST /wps/captcha/slider', () => {
  it('answers a background with a darkened gap and the piece cut from it, never cached', async () => {
    const { status, res, body } = await server.call<SliderValue>(ENDPOINTS.sliderCaptcha.path, { method: 'POST' });
    expect(status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    if (!body.success) throw new Error(body.message);
    const slider = body.value;
    expect(slider).toMatchObject({ sliderId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), width: 280, height: 160, pieceSize: 44 });
    expect(slider.pieceY).toBeGreaterThanOrEqual(0);
    expect(slider.pieceY + slider.pieceSize).toBeLessThanOrEqual(slider.height);

    const { x } = await server.value<{ x: number }>(fillPath(ENDPOINTS.devSlider.path, { sliderId: slider.sliderId }));
    expect(x).toBeGreaterThanOrEqual(slider.pieceSize + 10);
    expect(x).toBeLessThanOrEqual(slider.width - slider.pieceSize - 4);

    const background = decodePng(slider.background);
    const piece = decodePng(slider.piece);
    expect([background.width, background.height, piece.width, piece.height]).toEqual([280, 160, 44, 44]);
    // Inside the gap the background is the piece's own picture at half its brightness.
    for (const [px, py] of [[5, 5], [20, 30], [38, 12]] as const) {
      const lit = piece.pixel(px, py);
      const dark = background.pixel(x + px, slider.pieceY + py);
      for (let channel = 0; channel < 3; channel++) expect(Math.abs(dark[channel]! - lit[channel]! / 2)).toBeLessThanOrEqual(8);
    }
    // The answer is kept only server-side, beside the dev copy a test server keeps.
    const row = await server.db.selectFrom('slider_challenges').selectAll().where('id', '=', slider.sliderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ gap_x: x, dev_x: x, used_at: null });
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(SLIDER_TTL_MS);
  });

  it('draws a new gap each time', async () => {
    const xs = new Set<number>();
    for (let i = 0; i < 8; i++) xs.add((await solvedSlider(server)).sliderX);
    expect(xs.size).toBeGreaterThan(1);
  });

  it('purges challenges long expired as new ones are asked for', async () => {
    const old = new Date(Date.now() - 3 * 3_600_000);
    const { sliderId } = await createSlider(server.db, { keepAnswerForDev: true }, old);
    await solvedSlider(server);
    expect(await server.db.selectFrom('slider_challenges').select('id').where('id', '=', sliderId).executeTakeFirst()).toBeUndefined();
  });
});

describe('checking a slider', () => {
  it(`accepts a release within ${SLIDER_TOLERANCE_PX} px of the gap, once`, async () => {
    for (const offset of [-SLIDER_TOLERANCE_PX, 0, SLIDER_TOLERANCE_PX]) {
      const { sliderId, sliderX } = await solvedSlider(server);
      expect(await checkSlider(server.db, sliderId, sliderX + offset)).toBe(true);
      expect(await checkSlider(server.db, sliderId, sliderX + offset)).toBe(false);
    }
  });

  it('refuses a release further off, and the challenge is spent by the miss', async () => {
    for (const offset of [-SLIDER_TOLERANCE_PX - 1, SLIDER_TOLERANCE_PX + 1, 100]) {
      const { sliderId, sliderX } = await solvedSlider(server);
      expect(await checkSlider(server.db, sliderId, sliderX + offset)).toBe(false);
      expect(await checkSlider(server.db, sliderId, sliderX)).toBe(false);
    }
  });

  it('refuses an unknown or expired challenge', async () => {
    expect(await checkSlider(server.db, 'no-such-slider', 100)).toBe(false);
    expect(await checkSlider(server.db, '', 100)).toBe(false);
    const { sliderId, sliderX } = await solvedSlider(server);
    expect(await checkSlider(server.db, sliderId, sliderX, new Date(Date.now() + SLIDER_TTL_MS + 1000))).toBe(false);
  });
});

describe('the SMS requests need a solved slider', () => {
  it.each([
    ['no slider at all', {}],
    ['a slider id without x', { sliderId: 'abc' }],
    ['an x without a slider id', { sliderX: 120 }],
    ['an empty slider id', { sliderId: '', sliderX: 120 }],
  ])('%s: 400 slider_required, nothing sent', async (_, slider) => {
    for (const path of [ENDPOINTS.smsRegister.path, ENDPOINTS.smsNoLogin.path]) {
      const answer = await server.call(path, smsBody('1712345678', slider));
      expect([answer.status, errorOf(answer.body)]).toEqual([400, ERROR_CODE.sliderRequired]);
    }
    expect(await outboxCount('+8801712345678')).toBe(0);
  });

  it.each([
    ['a wrong x', async () => { const s = await solvedSlider(server); return { sliderId: s.sliderId, sliderX: s.sliderX + 20 }; }],
    ['an unknown id', async () => ({ sliderId: 'no-such-slider', sliderX: 100 })],
    ['an expired slider', async () => {
      const s = await solvedSlider(server);
      await server.db.updateTable('slider_challenges').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', s.sliderId).execute();
      return { sliderId: s.sliderId, sliderX: s.sliderX };
    }],
  ])('%s: 400 slider_error, nothing sent', async (_, slider) => {
    const answer = await server.call(ENDPOINTS.smsRegister.path, smsBody('1700100001', await slider()));
    expect([answer.status, errorOf(answer.body)]).toEqual([400, ERROR_CODE.sliderError]);
    expect(await outboxCount('+8801700100001')).toBe(0);
  });

  it('the right slider sends the SMS; the same slider again is refused', async () => {
    const { sliderId, sliderX } = await solvedSlider(server);
    const first = await server.call(ENDPOINTS.smsRegister.path, smsBody('1700100002', { sliderId, sliderX }));
    expect(first.status).toBe(200);
    expect(await outboxCount('+8801700100002')).toBe(1);
    const again = await server.call(ENDPOINTS.smsRegister.path, smsBody('1700100003', { sliderId, sliderX }));
    expect([again.status, errorOf(again.body)]).toEqual([400, ERROR_CODE.sliderError]);
    expect(await outboxCount('+8801700100003')).toBe(0);
  });

  it('checks the slider before the number: a bad number with no slider is slider_required', async () => {
    const answer = await server.call(ENDPOINTS.smsRegister.path, smsBody('17x', {}));
    expect(errorOf(answer.body)).toBe(ERROR_CODE.sliderRequired);
  });

  it('a malformed slider field is refused by the schema (400 invalid_parameter)', async () => {
    for (const slider of [{ sliderId: 'abc', sliderX: 12.5 }, { sliderId: 'abc', sliderX: -1 }, { sliderId: 'abc', sliderX: '12' }, { sliderId: 7, sliderX: 12 }]) {
      const answer = await server.call(ENDPOINTS.smsRegister.path, smsBody('1700100004', slider as never));
      expect([answer.status, errorOf(answer.body)]).toEqual([400, ERROR_CODE.invalidParameter]);
    }
  });
});

describe('GET /dev/slider/:sliderId', () => {
  it('answers 404 for an unknown slider', async () => {
    const answer = await server.call(fillPath(ENDPOINTS.devSlider.path, { sliderId: 'no-such-slider' }));
    expect([answer.status, errorOf(answer.body)]).toEqual([404, ERROR_CODE.notFound]);
  });

  it('does not exist without the dev helpers, and the answer is not kept then', async () => {
    const env = loadEnv({ DATA_DIR: server.dir, DIST_DIR: server.env.DIST_DIR });
    const app = createApp({ db: server.db, env, log: { error: () => undefined } });
    const res = await app.request(ENDPOINTS.sliderCaptcha.path, { method: 'POST' });
    const { value } = (await res.json()) as { value: SliderValue };
    const dev = await app.request(fillPath(ENDPOINTS.devSlider.path, { sliderId: value.sliderId }));
    expect(dev.status).toBe(404);
    const row = await server.db.selectFrom('slider_challenges').select(['gap_x', 'dev_x']).where('id', '=', value.sliderId).executeTakeFirstOrThrow();
    expect(row.dev_x).toBeNull();
    expect(row.gap_x).toBeGreaterThan(0);
  });
});
