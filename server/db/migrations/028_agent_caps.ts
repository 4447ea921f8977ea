/**
 * Agent pay bounded by the house's edge (server/agent/caps.ts):
 *
 * - agent_contracts.upline_id may be null: the site's own contract with an agent at the top of
 *   the tree, which the operator grants. An agent gives only what it holds, so without these no
 *   contract could exist at all. SQLite cannot drop a NOT NULL, so there the table is rebuilt the
 *   way SQLite documents (new table, copy, drop, rename) with foreign keys off for the swap, so the
 *   payments that reference it stay; PostgreSQL drops the constraint.
 * - The VIP ladder's rebate on baccarat (LIVE, PVP) and the lottery (LOTT, ELOTT) paid more at the
 *   top levels than half of those games' edge (about 1.06% and 1.00%): the rates an operator has
 *   not changed are lowered to ladders that stay below it. Bronze keeps its rates.
 *
 * Portability as in 024: ISO text timestamps, integer cents, `idType` per engine.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { isPostgres } from './engine';

async function rebuildContracts(db: Kysely<unknown>, uplineNullable: boolean): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await withColumns(db.schema.createTable('agent_contracts_next'), {
      id: 'integer pk',
      kind: ['varchar(16)', (col) => col.notNull().check(sql`kind in ('salary', 'dividend', 'hourly')`)],
    })
      .addColumn('upline_id', 'integer', (col) => {
        const referencing = col.references('members.id').onDelete('cascade');
        return uplineNullable ? referencing : referencing.notNull();
      })
      .addColumn('downline_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
      .addColumn('state', 'varchar(16)', (col) => col.notNull().check(sql`state in ('pending', 'active', 'rejected', 'superseded', 'ended')`))
      .addColumn('tiers', 'text', (col) => col.notNull())
      .addColumn('proposed_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('decided_at', 'varchar(32)')
      .addColumn('ended_at', 'varchar(32)')
      .execute();
    await sql`insert into agent_contracts_next (id, kind, upline_id, downline_id, state, tiers, proposed_at, decided_at, ended_at)
      select id, kind, upline_id, downline_id, state, tiers, proposed_at, decided_at, ended_at from agent_contracts`.execute(db);
    await db.schema.dropTable('agent_contracts').execute();
    await db.schema.alterTable('agent_contracts_next').renameTo('agent_contracts').execute();
    await db.schema.createIndex('agent_contracts_downline_idx').on('agent_contracts').columns(['downline_id', 'kind', 'state']).execute();
    await db.schema.createIndex('agent_contracts_upline_idx').on('agent_contracts').columns(['upline_id', 'kind', 'state']).execute();
    await sql`create unique index agent_contracts_one_pending on agent_contracts (downline_id, kind) where state = 'pending'`.execute(db);
    await sql`create unique index agent_contracts_one_active on agent_contracts (downline_id, kind) where state = 'active'`.execute(db);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

type Ladder = Record<string, readonly number[]>;

/** Percent per level (Bronze … Diamond), as migration 016 wrote them and as they are now. */
const WRITTEN_BY_016: Ladder = {
  LIVE: [0.2, 0.3, 0.4, 0.5, 0.6, 0.8],
  PVP: [0.2, 0.3, 0.4, 0.5, 0.6, 0.8],
  LOTT: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6],
  ELOTT: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6],
};
const BELOW_HALF_THE_EDGE: Ladder = {
  LIVE: [0.2, 0.25, 0.3, 0.35, 0.4, 0.45],
  PVP: [0.2, 0.25, 0.3, 0.35, 0.4, 0.45],
  LOTT: [0.1, 0.15, 0.2, 0.25, 0.3, 0.35],
  ELOTT: [0.1, 0.15, 0.2, 0.25, 0.3, 0.35],
};

/** Each level's rate that still is `from`'s becomes `to`'s; an operator's own rate stays. */
async function replaceRates(db: Kysely<unknown>, from: Ladder, to: Ladder): Promise<void> {
  const typed = db as Kysely<{ vip_levels: { level: number; rebate_rates: string } }>;
  for (const row of await typed.selectFrom('vip_levels').select(['level', 'rebate_rates']).execute()) {
    let rates: Record<string, number>;
    try {
      rates = JSON.parse(row.rebate_rates) as Record<string, number>;
    } catch {
      continue;
    }
    let changed = false;
    for (const [category, ladder] of Object.entries(from)) {
      const index = Number(row.level) - 1;
      if (rates[category] !== undefined && rates[category] === ladder[index] && to[category]?.[index] !== undefined) {
        rates[category] = to[category][index];
        changed = true;
      }
    }
    if (changed) await typed.updateTable('vip_levels').set({ rebate_rates: JSON.stringify(rates) }).where('level', '=', row.level).execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table agent_contracts alter column upline_id drop not null`.execute(db);
  else await rebuildContracts(db, true);
  await replaceRates(db, WRITTEN_BY_016, BELOW_HALF_THE_EDGE);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceRates(db, BELOW_HALF_THE_EDGE, WRITTEN_BY_016);
  // The site's contracts have no upline to keep: they go, with what they paid (the ledger keeps the money's history).
  await sql`delete from agent_contract_payments where contract_id in (select id from agent_contracts where upline_id is null)`.execute(db);
  await sql`delete from agent_contracts where upline_id is null`.execute(db);
  if (isPostgres(db)) await sql`alter table agent_contracts alter column upline_id set not null`.execute(db);
  else await rebuildContracts(db, false);
}
