/**
 * The agent programme (SPEC §1 agent features, §2 /m/member/agent/*, §3 contract requests, §6
 * roles, §7 "Agent"): the hierarchy, rebate rates, affiliate links, quotas and contracts.
 *
 * - members gains `upline_id` (who brought the member in; null at the top) and `rebate_bp`, the
 *   member's rebate rate in basis points of turnover (150 = 1.50%). An agent earns the difference
 *   between its rate and its direct downline's on that downline's whole team: never stored, always
 *   computed from bets (server/services/agent-team.ts).
 * - member_tree: the hierarchy as a closure table, one row per (ancestor, member) at `depth` ≥ 1
 *   (1 = direct downline, level A; 2 = level B; 3 = level C). Written once when a member joins
 *   under an upline, so a team's figures are a join, the same SQL on SQLite and Postgres.
 * - agent_links: an agent's affiliate links; registering with a link's code attaches the new member
 *   to the agent at the link's rate and member type (0 member, 1 agent).
 * - agent_quotas: how many direct downlines an agent may have at a rebate rate of `min_bp` or more.
 * - agent_contracts: daily salary, dividend and hourly salary terms an upline proposes to a direct
 *   downline agent; `tiers` is a JSON array of {minTurnoverCents, minActive, rateBp}, ascending.
 * - agent_contract_payments: one row per contract and settled period, unique, so a period is paid
 *   once however often (and on however many instances) the settlement runs. The money is the
 *   ledger transfer `transfer_key` (null when the period earned nothing).
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, integer cents (bigint), plain-SQL CHECKs.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('upline_id', 'integer', (col) => col.references('members.id')).execute();
  await db.schema.alterTable('members').addColumn('rebate_bp', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('members_upline_idx').on('members').column('upline_id').execute();

  await withColumns(db.schema.createTable('member_tree'), {
    ancestor_id: 'integer -> members.id on delete cascade',
    member_id: 'integer -> members.id on delete cascade',
    depth: 'integer',
  })
    .addPrimaryKeyConstraint('member_tree_pk', ['ancestor_id', 'member_id'])
    .addCheckConstraint('member_tree_depth', sql`depth >= 1`)
    .execute();
  await db.schema.createIndex('member_tree_member_idx').on('member_tree').columns(['member_id', 'depth']).execute();
  await db.schema.createIndex('member_tree_ancestor_depth_idx').on('member_tree').columns(['ancestor_id', 'depth']).execute();

  await withColumns(db.schema.createTable('agent_links'), {
    id: [idType(db), 'pk'],
    agent_id: 'integer -> members.id on delete cascade',
    code: 'varchar(32)',
    // Lower-cased: codes match regardless of case, like affiliate_codes.
    code_key: 'varchar(32) unique',
    rebate_bp: 'integer',
    member_type: 'integer',
    created_at: 'varchar(32)',
  })
    .addCheckConstraint('agent_links_rate', sql`rebate_bp >= 0 and rebate_bp <= 10000`)
    .addCheckConstraint('agent_links_type', sql`member_type in (0, 1)`)
    .execute();
  await db.schema.createIndex('agent_links_agent_idx').on('agent_links').columns(['agent_id', 'id']).execute();

  await withColumns(db.schema.createTable('agent_quotas'), {
    agent_id: 'integer -> members.id on delete cascade',
    min_bp: 'integer',
    quota: 'integer',
  })
    .addPrimaryKeyConstraint('agent_quotas_pk', ['agent_id', 'min_bp'])
    .addCheckConstraint('agent_quotas_values', sql`min_bp >= 0 and quota >= 0`)
    .execute();

  await withColumns(db.schema.createTable('agent_contracts'), {
    id: [idType(db), 'pk'],
    kind: ['varchar(16)', (col) => col.notNull().check(sql`kind in ('salary', 'dividend', 'hourly')`)],
    upline_id: 'integer -> members.id on delete cascade',
    downline_id: 'integer -> members.id on delete cascade',
    state: ['varchar(16)', (col) => col.notNull().check(sql`state in ('pending', 'active', 'rejected', 'superseded', 'ended')`)],
    tiers: 'text',
    proposed_at: 'varchar(32)',
    decided_at: 'varchar(32) null',
    ended_at: 'varchar(32) null',
  }).execute();
  await db.schema.createIndex('agent_contracts_downline_idx').on('agent_contracts').columns(['downline_id', 'kind', 'state']).execute();
  await db.schema.createIndex('agent_contracts_upline_idx').on('agent_contracts').columns(['upline_id', 'kind', 'state']).execute();
  // At most one pending and one active contract of a kind per downline, whatever races.
  await sql`create unique index agent_contracts_one_pending on agent_contracts (downline_id, kind) where state = 'pending'`.execute(db);
  await sql`create unique index agent_contracts_one_active on agent_contracts (downline_id, kind) where state = 'active'`.execute(db);

  await withColumns(db.schema.createTable('agent_contract_payments'), {
    id: [idType(db), 'pk'],
    contract_id: 'integer -> agent_contracts.id on delete cascade',
    period_key: 'varchar(24)',
    period_start: 'varchar(32)',
    period_end: 'varchar(32)',
    turnover_cents: 'bigint',
    active_members: 'integer',
    net_loss_cents: 'bigint',
    rate_bp: 'integer',
    amount_cents: 'bigint',
    transfer_key: 'varchar(96) unique null',
    created_at: 'varchar(32)',
  })
    .addCheckConstraint('agent_contract_payments_amount', sql`amount_cents >= 0`)
    .execute();
  await db.schema.createIndex('agent_contract_payments_once').unique().on('agent_contract_payments').columns(['contract_id', 'period_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_contract_payments').execute();
  await db.schema.dropTable('agent_contracts').execute();
  await db.schema.dropTable('agent_quotas').execute();
  await db.schema.dropTable('agent_links').execute();
  await db.schema.dropTable('member_tree').execute();
  await db.schema.dropIndex('members_upline_idx').execute();
  await db.schema.alterTable('members').dropColumn('rebate_bp').execute();
  await db.schema.alterTable('members').dropColumn('upline_id').execute();
}
