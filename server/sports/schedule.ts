/**
 * Keeps the schedule full: one match kicks off every SLOT_MS, and every slot from a few minutes
 * back to SCHEDULE_AHEAD_MS ahead has its match. On a first start (or after a long stop) the slots
 * behind now are in play already, so the in-play list is never empty. A slot's clubs follow from
 * its number (teams.ts) and the (kick-off, home) key is unique: instances racing on a slot make
 * one match, the loser's insert does nothing.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import type { RandomInt } from '../play/outcomes';
import { drawPlan, MATCH_MS } from './simulation';
import { pricesAt } from './prices';
import { fixtureOfSlot } from './teams';
import { SPORT_SELECTIONS } from '../../src/api/sports-wire';

export const SLOT_MS = 3 * 60_000;
export const SCHEDULE_AHEAD_MS = 30 * 60_000;
/** Slots that kicked off up to this long ago are made too: matches in play from the first tick. */
export const SCHEDULE_BEHIND_MS = 8 * 60_000;

export const secureRandom: RandomInt = (max) => randomInt(max);

/** The slots whose kick-off lies in (now − behind, now + ahead]. */
export function slotsAround(now: Date): number[] {
  const first = Math.floor((now.getTime() - SCHEDULE_BEHIND_MS) / SLOT_MS) + 1;
  const last = Math.floor((now.getTime() + SCHEDULE_AHEAD_MS) / SLOT_MS);
  const slots: number[] = [];
  for (let slot = first; slot <= last; slot += 1) slots.push(slot);
  return slots;
}

/** Creates the match of each slot around now that has none yet; the ids of those created. */
export async function fillSchedule(db: Db, now: Date, random: RandomInt = secureRandom): Promise<number[]> {
  const slots = slotsAround(now);
  const kickoffs = slots.map((slot) => new Date(slot * SLOT_MS).toISOString());
  const existing = new Set(
    (await db.selectFrom('sport_matches').select(['kickoff_at', 'home']).where('kickoff_at', 'in', kickoffs).execute()).map((m) => `${m.kickoff_at}|${m.home}`),
  );
  const created: number[] = [];
  for (const [i, slot] of slots.entries()) {
    const kickoffAt = kickoffs[i]!;
    const fixture = fixtureOfSlot(slot);
    if (existing.has(`${kickoffAt}|${fixture.home.name}`)) continue;
    // The match and its prices together: a match is never seen without its market.
    const id = await inTransaction(db, async (trx) => {
      const inserted = await trx
        .insertInto('sport_matches')
        .values({
          league: fixture.league,
          home: fixture.home.name,
          away: fixture.away.name,
          kickoff_at: kickoffAt,
          ends_at: new Date(Date.parse(kickoffAt) + MATCH_MS).toISOString(),
          status: 'scheduled',
          plan: JSON.stringify(drawPlan(fixture.home, fixture.away, random)),
          settled_at: null,
        })
        .onConflict((oc) => oc.columns(['kickoff_at', 'home']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return undefined;
      // Pre-match prices; a slot already in play gets its in-play prices on this same tick.
      const prices = pricesAt(fixture.home, fixture.away, { home: 0, away: 0 }, 0);
      await trx
        .insertInto('sport_prices')
        .values(SPORT_SELECTIONS.map((selection) => ({ match_id: inserted.id, selection, price_hundredths: prices[selection], version: 1, updated_at: now.toISOString() })))
        .execute();
      return inserted.id;
    });
    if (id === undefined) continue;
    created.push(id);
  }
  return created;
}
