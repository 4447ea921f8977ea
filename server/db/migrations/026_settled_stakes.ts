/**
 * Only settled stakes count (rebate, VIP turnover, missions, agent pay):
 *
 * - A cancelled wager keeps its bets row with status 'void' (bets.status has no CHECK, so the new
 *   value needs no schema change): its id is never freed for reuse, and every sum that pays
 *   counts status = 'settled' only.
 * - bets.rebate_claim_id: the rebate claim that covered the bet, set by that claim in its own
 *   transaction with a conditional update, so a bet is covered once whenever it settles. Claims
 *   before this migration covered ranges of bet ids (rebate_claims.after_bet_id, through_bet_id);
 *   the bets in those ranges are marked with the claim that paid them, so none is paid again.
 *
 * Portability as in 004: plain integer column, standard SQL for the backfill.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // No REFERENCES: SQLite cannot drop a column that names a foreign key (down), and a claim row is never deleted.
  await db.schema.alterTable('bets').addColumn('rebate_claim_id', 'integer').execute();
  await sql`
    update bets set rebate_claim_id = (
      select rc.id from rebate_claims rc
      where rc.member_id = bets.member_id and bets.id > rc.after_bet_id and bets.id <= rc.through_bet_id
    )
    where exists (
      select 1 from rebate_claims rc
      where rc.member_id = bets.member_id and bets.id > rc.after_bet_id and bets.id <= rc.through_bet_id
    )
  `.execute(db);
  // The claim's question: this member's settled bets no claim has covered yet.
  await db.schema.createIndex('bets_member_rebate_idx').on('bets').columns(['member_id', 'rebate_claim_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bets_member_rebate_idx').execute();
  await db.schema.alterTable('bets').dropColumn('rebate_claim_id').execute();
  // Before this migration a cancelled suborder's row was removed and the suborder pointed nowhere.
  await sql`update lottery_suborders set bet_id = null where status = 'cancelled'`.execute(db);
  await sql`delete from bets where status = 'void'`.execute(db);
}
