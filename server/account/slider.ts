/**
 * Slider captchas for the SMS requests (SPEC §3 slider-captcha fields): the gap's x is chosen at
 * random and kept server-side; the client answers where it let the piece go. Valid 2 minutes,
 * single use: checking consumes the challenge whatever the outcome, so each picture allows one
 * guess and a script cannot sweep x over one challenge.
 */
import { randomInt } from 'node:crypto';
import type { SliderValue } from '../../src/api/account-wire';
import type { Db } from '../db/connection';
import { drawSlider, SLIDER_HEIGHT, SLIDER_PIECE_SIZE, SLIDER_WIDTH } from '../lib/slider-image';
import { claimChallenge, purgeChallenges } from './challenges';
import { isChallengeId, newChallengeId } from './challenge-hash';

export const SLIDER_TTL_MS = 2 * 60_000;
/** How far off the gap (px) a release still counts: a finger is not a mouse. */
export const SLIDER_TOLERANCE_PX = 6;
/** Keeps the gap clear of the piece's start (x = 0) and of the right edge. */
const GAP_MIN_X = SLIDER_PIECE_SIZE + 10;
const GAP_MAX_X = SLIDER_WIDTH - SLIDER_PIECE_SIZE - 4;
const PIECE_MARGIN_Y = 4;

export async function createSlider(db: Db, options: { keepAnswerForDev: boolean }, now = new Date()): Promise<SliderValue> {
  const gapX = randomInt(GAP_MIN_X, GAP_MAX_X + 1);
  const pieceY = randomInt(PIECE_MARGIN_Y, SLIDER_HEIGHT - SLIDER_PIECE_SIZE - PIECE_MARGIN_Y + 1);
  const sliderId = newChallengeId();
  // Anyone may ask for sliders: purge old ones as new ones come so the table stays small.
  await purgeChallenges(db, 'slider_challenges', now);
  await db
    .insertInto('slider_challenges')
    .values({
      id: sliderId,
      gap_x: gapX,
      dev_x: options.keepAnswerForDev ? gapX : null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SLIDER_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  const { background, piece } = drawSlider(gapX, pieceY);
  return {
    sliderId,
    background: `data:image/png;base64,${background.toString('base64')}`,
    piece: `data:image/png;base64,${piece.toString('base64')}`,
    width: SLIDER_WIDTH,
    height: SLIDER_HEIGHT,
    pieceSize: SLIDER_PIECE_SIZE,
    pieceY,
  };
}

/** True once for a release within the tolerance of a live challenge's gap; used up either way. */
export async function checkSlider(db: Db, sliderId: string, x: number, now = new Date()): Promise<boolean> {
  if (!isChallengeId(sliderId) || !Number.isFinite(x)) return false;
  if (!(await claimChallenge(db, 'slider_challenges', sliderId, now))) return false;
  const row = await db.selectFrom('slider_challenges').select('gap_x').where('id', '=', sliderId).executeTakeFirstOrThrow();
  return Math.abs(x - row.gap_x) <= SLIDER_TOLERANCE_PX;
}

/** Dev only (dev/routes.ts): the gap's x, when the server kept it. */
export async function devSliderX(db: Db, sliderId: string): Promise<number | undefined> {
  if (!isChallengeId(sliderId)) return undefined;
  const row = await db.selectFrom('slider_challenges').select('dev_x').where('id', '=', sliderId).executeTakeFirst();
  return row?.dev_x ?? undefined;
}
