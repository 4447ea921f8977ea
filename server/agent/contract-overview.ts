/**
 * A contract page's figures (src/api/agent-wire.ts ContractOverview), all read from rows:
 * - mine: the caller's active and pending contract of the kind as the downline, its payments
 *   under every contract of the kind it held (newest period first, at most 30) and their total;
 * - team: each direct downline that may hold a contract, with the active and pending contract the
 *   caller offered it and what the caller's contracts of the kind have paid it;
 * - maxOffer and siteCap: the most the caller may offer (agent-offer.ts) and the site's cap.
 */
import type { Executor } from '../db/connection';
import type { ContractKind, ContractOverview, ContractTeamRow } from '../../src/api/agent-wire';
import { NON_CONTRACT_TYPES } from '../../src/api/member-types';
import { accountNames, contractOf, contractsGivenBy } from './contracts';
import { offerLimitBp } from './offer';
import { contractToWire, paymentToWire, type ContractRow } from './contract-wire';

export const PAYMENTS_SHOWN = 30;

export async function contractOverview(db: Executor, memberId: number, kind: ContractKind): Promise<ContractOverview> {
  const [active, pending] = [await contractOf(db, memberId, kind, 'active'), await contractOf(db, memberId, kind, 'pending')];
  // What the member was paid under every contract of the kind it held, not only the current one.
  const paidToMember = db
    .selectFrom('agent_contract_payments as p')
    .innerJoin('agent_contracts as c', 'c.id', 'p.contract_id')
    .where('c.downline_id', '=', memberId)
    .where('c.kind', '=', kind);
  const payments = await paidToMember
    .selectAll('p')
    .orderBy('p.period_start', 'desc')
    .orderBy('p.id', 'desc')
    .limit(PAYMENTS_SHOWN)
    .execute();
  const paid = await paidToMember.select((eb) => eb.fn.sum<number | string | null>('p.amount_cents').as('total')).executeTakeFirst();

  const downlines = await db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .select(['m.id', 'm.account', 'm.nickname'])
    .where('t.ancestor_id', '=', memberId)
    .where('t.depth', '=', 1)
    .where('m.type', 'not in', NON_CONTRACT_TYPES)
    .orderBy('m.account')
    .execute();
  const offered = await contractsGivenBy(db, memberId, kind, ['active', 'pending']).execute();
  const paidTo = await db
    .selectFrom('agent_contract_payments as p')
    .innerJoin('agent_contracts as c', 'c.id', 'p.contract_id')
    .select((eb) => ['c.downline_id', eb.fn.sum<number | string | null>('p.amount_cents').as('total')])
    .where('c.upline_id', '=', memberId)
    .where('c.kind', '=', kind)
    .groupBy('c.downline_id')
    .execute();

  const mineRows = [active, pending].filter((r): r is ContractRow => r !== undefined);
  const names = await accountNames(db, [...mineRows, ...offered].flatMap((r) => [r.upline_id, r.downline_id]));
  const wire = (row: ContractRow | undefined) => (row ? contractToWire(row, names) : null);
  const paidByDownline = new Map(paidTo.map((r) => [Number(r.downline_id), Number(r.total ?? 0)]));

  const team: ContractTeamRow[] = downlines.map((d) => {
    const id = Number(d.id);
    const of = (state: 'active' | 'pending') => wire(offered.find((c) => c.downline_id === id && c.state === state));
    return {
      downline: { memberId: id, account: d.account, nickname: d.nickname },
      active: of('active'),
      pending: of('pending'),
      paidTotal: (paidByDownline.get(id) ?? 0) / 100,
    };
  });

  return {
    kind,
    mine: { active: wire(active), pending: wire(pending), payments: payments.map(paymentToWire), paidTotal: Number(paid?.total ?? 0) / 100 },
    team,
    ...(await offerOf(db, memberId, kind)),
  };
}

async function offerOf(db: Executor, memberId: number, kind: ContractKind): Promise<Pick<ContractOverview, 'maxOffer' | 'siteCap'>> {
  const limit = await offerLimitBp(db, memberId, kind);
  return { maxOffer: limit.maxBp / 100, siteCap: limit.siteBp / 100 };
}
