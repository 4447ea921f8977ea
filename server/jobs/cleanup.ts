/**
 * The cleanup job: rows that have done their work go, so tables anyone can fill (captchas, sliders,
 * failed logins, counted requests, free trials) stay small however long the server runs.
 *
 * - sessions that expired more than a week ago (until then an old token still answers "signed
 *   out", SPEC §8, rather than "never signed in");
 * - captchas and slider challenges an hour past their expiry (until then a late answer still
 *   reads "expired"), as their own services purge them;
 * - SMS codes a day old: the SMS limits count them within the hour, so they count for nothing;
 * - rate_events older than the longest window any limit counts in (a day);
 * - login failures older than the throttle's window, and locks that have ended;
 * - trial guests (type 4) whose sessions have all ended: a trial lasts as long as its session
 *   (there is no password to sign in again), so such a guest can never come back. Their own rows
 *   go with them (the foreign keys cascade; applied_ops has none and is deleted here). A guest the
 *   ledger knows (it played: a wallet account and transfers) is KEPT: the ledger is never edited,
 *   and its balances must keep summing to zero. The trial limits bound how many those can be.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { purgeChallenges } from '../account/challenges';
import { purgeLoginThrottle } from '../account/login-throttle';
import { TRIAL_TYPE } from '../member/members';
import { purgeRateEvents } from '../http/rate-limit';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const SESSION_KEEP_AFTER_EXPIRY_MS = 7 * DAY_MS;
export const VERIFICATION_KEEP_MS = DAY_MS;
/** The longest window of any limit in rate_events (free trials: 10 a day). */
export const RATE_EVENTS_KEEP_MS = DAY_MS;
/** A trial guest younger than this is never removed: its session may be being issued right now. */
export const TRIAL_MIN_AGE_MS = HOUR_MS;
/** Trial guests removed per run, so one run never holds the database for long. */
export const TRIALS_PER_RUN = 500;

export interface CleanupReport {
  sessions: number;
  captchas: number;
  sliders: number;
  verificationCodes: number;
  rateEvents: number;
  loginFailures: number;
  loginLocks: number;
  trialMembers: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

export async function cleanup(db: Db, now = new Date()): Promise<CleanupReport> {
  const t = now.getTime();
  const sessions = deleted(await db.deleteFrom('sessions').where('expires_at', '<', iso(t - SESSION_KEEP_AFTER_EXPIRY_MS)).executeTakeFirst());
  const captchas = await purgeChallenges(db, 'captchas', now);
  const sliders = await purgeChallenges(db, 'slider_challenges', now);
  const verificationCodes = deleted(
    await db.deleteFrom('verification_codes').where('created_at', '<', iso(t - VERIFICATION_KEEP_MS)).where('expires_at', '<', iso(t)).executeTakeFirst(),
  );
  const rateEvents = await purgeRateEvents(db, RATE_EVENTS_KEEP_MS, now);
  const { failures: loginFailures, locks: loginLocks } = await purgeLoginThrottle(db, now);
  const trialMembers = await removeEndedTrials(db, now);
  return { sessions, captchas, sliders, verificationCodes, rateEvents, loginFailures, loginLocks, trialMembers };
}

/** Trial guests with no live session, old enough, and unknown to the ledger: removed with their rows. */
async function removeEndedTrials(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const ended = trx
      .selectFrom('members as m')
      .select('m.id')
      .where('m.type', '=', TRIAL_TYPE)
      .where('m.created_at', '<', iso(now.getTime() - TRIAL_MIN_AGE_MS))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('sessions as s').select(sql`1`.as('one')).whereRef('s.member_id', '=', 'm.id').where('s.expires_at', '>', at).where('s.revoked_at', 'is', null))),
      )
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('ledger_accounts as a').select(sql`1`.as('one')).whereRef('a.member_id', '=', 'm.id'))))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('ledger_transfers as x').select(sql`1`.as('one')).whereRef('x.member_id', '=', 'm.id'))))
      .limit(TRIALS_PER_RUN);
    const ids = (await ended.execute()).map((row) => row.id);
    if (ids.length === 0) return 0;
    // One transaction: a guest that started playing since the select makes this write fail (SQLite
    // refuses to write from a stale snapshot) and the next run decides again. applied_ops has no
    // foreign key to cascade from, so it goes by hand.
    await trx.deleteFrom('applied_ops').where('member_id', 'in', ids).execute();
    await trx.deleteFrom('sessions').where('member_id', 'in', ids).execute();
    return deleted(await trx.deleteFrom('members').where('id', 'in', ids).executeTakeFirst());
  });
}
