/**
 * What counts as a stake wherever turnover pays or ranks (rebate, VIP level, missions, agent pay,
 * bonus wagering): a bet whose status is 'settled'. An open lottery or sports bet can still be
 * cancelled and a void one was refunded, so neither counts anywhere. A settled stake counts at the
 * moment it settled: its settled_at, or for an instant round (settled as it was played) its
 * created_at.
 */
import { sql, type RawBuilder } from 'kysely';
import type { BetStatus } from '../db/schema';

export const SETTLED: BetStatus = 'settled';
export const VOID: BetStatus = 'void';

/** When the bet settled, as an SQL expression over the bets table or its alias. */
export function settledAtOf(alias?: string): RawBuilder<string> {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return sql<string>`coalesce(${column('settled_at')}, ${column('created_at')})`;
}
