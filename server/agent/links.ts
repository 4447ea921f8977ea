/**
 * Affiliate links (SPEC §7 "Agent" affiliate URL and rebate settings): an agent's codes, each
 * opening member or agent accounts at a rate. `registered` is counted from the members who joined
 * with the code under this agent, never stored. A code is 8 upper-case letters and digits from
 * the crypto RNG, unique among links and invitation codes (case-insensitive, like both).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { AGENT_LINK_MAX, type AffiliateLink, type AgentLinks, type LinkMemberType } from '../../src/api/agent-wire';
import { ERROR_CODE } from '../../src/api/error-codes';
import { AGENT_TYPE, MEMBER_TYPE } from '../../src/api/member-types';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { fail, ok, type AccountResult } from '../account/account-result';
import { fitsQuota, quotaTiers } from './quota';
import { num, percent } from './units';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_LENGTH = 8;

export const linkMemberType = (type: number): LinkMemberType => (type === AGENT_TYPE ? 'agent' : 'member');
export const memberTypeOfLink = (type: LinkMemberType): number => (type === 'agent' ? AGENT_TYPE : MEMBER_TYPE);

export interface StoredLink {
  id: number;
  agentId: number;
  code: string;
  rebateBp: number;
  memberType: number;
}

/** The link a registration code names (any case, any domain), if one does. */
export async function findLinkByCode(db: Executor, code: string): Promise<StoredLink | undefined> {
  const row = await db.selectFrom('agent_links').selectAll().where('code_key', '=', code.trim().toLowerCase()).executeTakeFirst();
  return row && { id: Number(row.id), agentId: Number(row.agent_id), code: row.code, rebateBp: num(row.rebate_bp), memberType: num(row.member_type) };
}

export async function agentLinks(db: Db, agent: { id: number; rebate_bp: number }): Promise<AgentLinks> {
  const rows = await db
    .selectFrom('agent_links as l')
    .select((eb) => [
      'l.id',
      'l.code',
      'l.rebate_bp',
      'l.member_type',
      'l.created_at',
      eb
        .selectFrom('members as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.upline_id', '=', 'l.agent_id')
        .where(sql`lower(m.affiliate_code)`, '=', eb.ref('l.code_key'))
        .as('registered'),
    ])
    .where('l.agent_id', '=', agent.id)
    .orderBy('l.id', 'desc')
    .execute();
  return {
    rebateRate: percent(agent.rebate_bp),
    links: rows.map((r) => ({
      id: Number(r.id),
      code: r.code,
      rebateRate: percent(r.rebate_bp),
      memberType: linkMemberType(num(r.member_type)),
      registered: num(r.registered),
      createdAt: r.created_at,
    })),
  };
}

export async function createAgentLink(
  db: Db,
  agentId: number,
  input: { rateBp: number; memberType: LinkMemberType },
  now = new Date(),
): Promise<AccountResult<AffiliateLink>> {
  return inTransaction(db, async (trx) => {
    const agent = await trx.selectFrom('members').select('rebate_bp').where('id', '=', agentId).executeTakeFirstOrThrow();
    const ownBp = num(agent.rebate_bp);
    if (input.rateBp > ownBp) return fail(422, ERROR_CODE.rebateAboveOwn, `The rate may be at most your own ${percent(ownBp)}%`, { max: percent(ownBp) });
    const count = await trx.selectFrom('agent_links').select((eb) => eb.fn.countAll<number>().as('n')).where('agent_id', '=', agentId).executeTakeFirstOrThrow();
    if (num(count.n) >= AGENT_LINK_MAX) return fail(409, ERROR_CODE.agentLinkLimit, `At most ${AGENT_LINK_MAX} links`, { max: AGENT_LINK_MAX });
    if (!fitsQuota(await quotaTiers(trx, agentId), null, input.rateBp)) return fail(409, ERROR_CODE.agentQuotaExceeded, 'No quota left at that rate');

    const code = await freshCode(trx);
    const createdAt = now.toISOString();
    const row = await trx
      .insertInto('agent_links')
      .values({ agent_id: agentId, code, code_key: code.toLowerCase(), rebate_bp: input.rateBp, member_type: memberTypeOfLink(input.memberType), created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok({ id: Number(row.id), code, rebateRate: percent(input.rateBp), memberType: input.memberType, registered: 0, createdAt });
  });
}

/** A code no link and no invitation code uses yet (36^8 codes: a clash is rare; try again then). */
async function freshCode(trx: Executor): Promise<string> {
  for (;;) {
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const key = code.toLowerCase();
    const link = await trx.selectFrom('agent_links').select('id').where('code_key', '=', key).executeTakeFirst();
    const invitation = await trx.selectFrom('affiliate_codes').select('code_key').where('code_key', '=', key).executeTakeFirst();
    if (!link && !invitation) return code;
  }
}
