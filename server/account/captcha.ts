/**
 * Numeric captchas (SPEC §2, §9: up to 6 digits): a PNG of 4-6 random digits, single use, valid
 * for 5 minutes, its code stored hashed. Checking consumes the captcha whatever the outcome, so
 * each image allows one guess; a wrong one means a new image.
 */
import { randomInt } from 'node:crypto';
import type { CaptchaValue } from '../../src/api/account-wire';
import type { Db } from '../db/connection';
import { drawCaptcha } from '../lib/captcha-image';
import { claimChallenge, purgeChallenges } from './challenges';
import { codeMatches, hashCode, isChallengeId, newChallengeId } from './challenge-hash';

export const CAPTCHA_TTL_MS = 5 * 60_000;

export async function createCaptcha(db: Db, options: { keepCodeForDev: boolean }, now = new Date()): Promise<CaptchaValue> {
  const length = randomInt(4, 7);
  const code = Array.from({ length }, () => randomInt(0, 10)).join('');
  const captchaId = newChallengeId();
  // Anyone may ask for captchas: purge old ones as new ones come so the table stays small.
  await purgeChallenges(db, 'captchas', now);
  await db
    .insertInto('captchas')
    .values({
      id: captchaId,
      code_hash: hashCode(captchaId, code),
      dev_code: options.keepCodeForDev ? code : null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return { captchaId, image: `data:image/png;base64,${drawCaptcha(code).toString('base64')}` };
}

/** True once for the right code of a live captcha; the captcha is used up either way. */
export async function checkCaptcha(db: Db, captchaId: string, code: string, now = new Date()): Promise<boolean> {
  if (!isChallengeId(captchaId) || !code) return false;
  if (!(await claimChallenge(db, 'captchas', captchaId, now))) return false;
  const row = await db.selectFrom('captchas').select('code_hash').where('id', '=', captchaId).executeTakeFirstOrThrow();
  return codeMatches(captchaId, code, row.code_hash);
}

/** Dev only (dev/routes.ts): the code behind a captcha, when the server kept it. */
export async function devCaptchaCode(db: Db, captchaId: string): Promise<string | undefined> {
  if (!isChallengeId(captchaId)) return undefined;
  const row = await db.selectFrom('captchas').select('dev_code').where('id', '=', captchaId).executeTakeFirst();
  return row?.dev_code ?? undefined;
}
