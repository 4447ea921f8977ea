/**
 * Agent contracts (SPEC §2 the three contract pages, §3 contract requests): an upline proposes
 * tiered terms to a direct downline agent, the downline accepts or rejects them. States:
 * pending → active | rejected | superseded (a newer proposal of the kind replaced it);
 * active → ended (the downline accepted a newer one). The unique partial indexes of migration 019
 * keep at most one pending and one active contract per (downline, kind) whatever races.
 *
 * Each write is one transaction and checks everything before it writes, so a refused call changes
 * nothing. The registry's schema has already checked the tiers' shape and order.
 *
 * Nobody gives what they do not have: an agent offers a kind only while it holds an active
 * contract of that kind, and no tier above its own top rate nor above the site's cap for the kind
 * (agent-caps.ts). The top of the tree holds the site's own contracts, which the operator grants
 * (site-contracts.ts). A downline that shares a bank card with the proposer is the same owner and
 * gets no contract from itself.
 */
import type { Contract, ContractKind, ContractRequests, ContractTier } from '../../src/api/agent-wire';
import { ERROR_CODE } from '../../src/api/error-codes';
import { mayHoldContract } from '../../src/api/member-types';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { fail, ok, type AccountResult } from '../account/account-result';
import { offerLimitBp } from './offer';
import { depthBelow } from './tree';
import { contractToWire, toStoredTiers, topRateBp, type ContractRow } from './contract-wire';

export interface Proposal {
  kind: ContractKind;
  memberId: number;
  tiers: readonly ContractTier[];
}

/** Accounts of the given members, for the contracts' parties (null: the site). */
export async function accountNames(db: Executor, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'account']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [Number(r.id), r.account]));
}

async function withNames(db: Executor, row: ContractRow): Promise<Contract> {
  return contractToWire(row, await accountNames(db, [row.upline_id, row.downline_id]));
}

/** The member's contract of the kind in that state, as the downline. */
export function contractOf(db: Executor, downlineId: number, kind: ContractKind, state: 'active' | 'pending') {
  return db.selectFrom('agent_contracts').selectAll().where('downline_id', '=', downlineId).where('kind', '=', kind).where('state', '=', state).executeTakeFirst();
}

/** The contracts of the kind an upline gave its direct downlines, in the given states. */
export function contractsGivenBy(db: Executor, uplineId: number, kind: ContractKind, states: readonly ContractRow['state'][]) {
  return db.selectFrom('agent_contracts').selectAll().where('upline_id', '=', uplineId).where('kind', '=', kind).where('state', 'in', [...states]);
}

/**
 * Closes the downline's contract of the kind in that state, if any, before a new one takes its
 * place (the unique partial indexes allow one pending and one active per kind): a pending one is
 * superseded by a newer proposal, an active one ends when newer terms become active.
 */
export async function closeContract(trx: Executor, downlineId: number, kind: ContractKind, state: 'active' | 'pending', at: string): Promise<void> {
  await trx
    .updateTable('agent_contracts')
    .set({ state: state === 'pending' ? 'superseded' : 'ended', ended_at: at })
    .where('downline_id', '=', downlineId)
    .where('kind', '=', kind)
    .where('state', '=', state)
    .execute();
}

/** Two accounts with a bank card number in common belong to one owner (deleted cards count too). */
async function sameOwner(db: Executor, a: number, b: number): Promise<boolean> {
  const shared = await db
    .selectFrom('bank_cards as x')
    .innerJoin('bank_cards as y', 'y.card_number', 'x.card_number')
    .select('x.id')
    .where('x.member_id', '=', a)
    .where('y.member_id', '=', b)
    .limit(1)
    .executeTakeFirst();
  return shared !== undefined;
}

export async function proposeContract(db: Db, uplineId: number, proposal: Proposal, now = new Date()): Promise<AccountResult<Contract>> {
  const { kind, memberId } = proposal;
  if ((await depthBelow(db, uplineId, memberId)) !== 1) return fail(404, ERROR_CODE.notYourDownline, 'Contracts are offered to your direct downlines only');
  const downline = await db.selectFrom('members').select('type').where('id', '=', memberId).executeTakeFirst();
  if (!downline || !mayHoldContract(downline.type)) return fail(422, ERROR_CODE.downlineNotAgent, 'This downline is not an agent');

  const tiers = toStoredTiers(proposal.tiers);
  const offered = topRateBp(tiers);
  const limit = await offerLimitBp(db, uplineId, kind);
  if (limit.ownBp === null) return fail(422, ERROR_CODE.contractNoneToGive, `You hold no ${kind} contract, so you have none to give`, { max: 0 });
  if (offered > limit.ownBp) return fail(422, ERROR_CODE.contractAboveOwn, 'A tier pays more than your own contract of this kind', { max: limit.ownBp / 100 });
  if (offered > limit.siteBp) return fail(422, ERROR_CODE.contractAboveSiteCap, `A ${kind} contract pays at most ${limit.siteBp / 100}% here`, { max: limit.siteBp / 100 });
  if (await sameOwner(db, uplineId, memberId)) return fail(422, ERROR_CODE.contractSameOwner, 'This downline shares a bank card with you');

  const at = now.toISOString();
  const row = await inTransaction(db, async (trx) => {
    await closeContract(trx, memberId, kind, 'pending', at);
    return trx
      .insertInto('agent_contracts')
      .values({ kind, upline_id: uplineId, downline_id: memberId, state: 'pending', tiers: JSON.stringify(tiers), proposed_at: at, decided_at: null, ended_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return ok(await withNames(db, row));
}

class NoLongerPending extends Error {}

export async function answerContract(db: Db, memberId: number, contractId: number, accept: boolean, now = new Date()): Promise<AccountResult<Contract>> {
  const found = await db.selectFrom('agent_contracts').selectAll().where('id', '=', contractId).executeTakeFirst();
  // Someone else's contract answers as if it did not exist: ids reveal nothing.
  if (!found || found.downline_id !== memberId) return fail(404, ERROR_CODE.contractNotFound, 'No such contract');
  if (found.state !== 'pending') return fail(409, ERROR_CODE.contractNotPending, 'This contract was already answered or replaced');

  const at = now.toISOString();
  const row = await inTransaction(db, async (trx) => {
      if (accept) {
        // The old active one ends first: the unique index allows one active contract per kind.
        await closeContract(trx, memberId, found.kind, 'active', at);
      }
      const decided = await trx
        .updateTable('agent_contracts')
        .set({ state: accept ? 'active' : 'rejected', decided_at: at })
        .where('id', '=', contractId)
        .where('state', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      // A concurrent answer or proposal took it since the read: roll back the old one's ending too.
      if (!decided) throw new NoLongerPending();
      return decided;
    })
    .catch((error: unknown) => {
      if (error instanceof NoLongerPending) return undefined;
      throw error;
    });
  if (!row) return fail(409, ERROR_CODE.contractNotPending, 'This contract was already answered or replaced');
  return ok(await withNames(db, row));
}

/**
 * SPEC §3 "Contract request response": which kinds wait for the member's answer. A member whose
 * type holds no contracts gets all false rather than 403: the home page asks for every member,
 * and "nothing waits" is the truth for them.
 */
export async function contractRequests(db: Executor, member: { id: number; type: number }): Promise<ContractRequests> {
  const none: ContractRequests = { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };
  if (!mayHoldContract(member.type)) return none;
  const rows = await db.selectFrom('agent_contracts').select('kind').where('downline_id', '=', member.id).where('state', '=', 'pending').execute();
  const kinds = new Set(rows.map((r) => r.kind));
  return { dailysalreqtype: kinds.has('salary'), divtypecompperiodreq: kinds.has('dividend'), contracthoursalreq: kinds.has('hourly') };
}
