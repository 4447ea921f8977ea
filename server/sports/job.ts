/**
 * One tick of the sportsbook's clock: schedule matches ahead, kick off, advance scores and move
 * prices in play, finish and settle at full time. Safe to run on several instances at once: every
 * step is a conditional update (or an insert that does nothing on a taken key), and settlement
 * pays through unique ledger keys.
 *
 * The matches this run changed (scheduled, kicked off, a score or price moved, finished, settled)
 * make ONE live `matches` event per tick, naming them all: a client re-reads the lists once, not
 * once per match. On several instances each names only what it changed itself.
 */
import type { Db } from '../db/connection';
import { publishLive } from '../live/publish';
import type { RandomInt } from '../play/outcomes';
import { finishDue, movePrices } from './in-play';
import { fillSchedule, secureRandom } from './schedule';
import { settleMatch } from './settle';

export async function sportsTick(db: Db, now: Date, random: RandomInt = secureRandom): Promise<void> {
  const changed = new Set(await fillSchedule(db, now, random));
  const at = now.toISOString();
  const kickedOff = await db
    .updateTable('sport_matches')
    .set({ status: 'live' })
    .where('status', '=', 'scheduled')
    .where('kickoff_at', '<=', at)
    .where('ends_at', '>', at)
    .returning('id')
    .execute();
  for (const { id } of kickedOff) changed.add(id);
  for (const id of await movePrices(db, now)) changed.add(id);
  for (const id of await finishDue(db, now)) changed.add(id);
  const finished = await db.selectFrom('sport_matches').select('id').where('status', '=', 'finished').orderBy('id').execute();
  for (const { id } of finished) if (await settleMatch(db, id, now)) changed.add(id);
  if (changed.size > 0) await publishLive(db, { kind: 'matches', matchIds: [...changed].sort((a, b) => a - b) });
}
