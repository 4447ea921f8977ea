/**
 * `agent` area of the worker API (SPEC §2 /m/member/agent/home; §7 "Agent"): the KPI, downlines,
 * member report, quota and links are read network first (`no-cache`: the service worker answers
 * its per-user copy only when offline, so what the agent has seen opens without a connection).
 * Rebate updates, new links and transfers are online only and never queued; each carries the
 * page's Idempotency-Key (the same key again when an answer was lost), so a retried tap applies
 * once. After a transfer the header balance is read again.
 */
import { ENDPOINTS, type QueryOf } from '../src/api/endpoints';
import type {
  AffiliateLink,
  AgentKpi,
  AgentLinks,
  AgentMemberReport,
  AgentQuota,
  AgentTransferValue,
  DownlinePage,
  LinkMemberType,
  SetRebateValue,
} from '../src/api/agent-wire';
import { memberCall, type CallResult } from './call-result';
import { client } from './context';
import { member } from './member';

/** UTC days, both inclusive; absent = the server's default (the last 7 days). */
export interface AgentPeriod {
  from: string;
  to: string;
}

export type DownlineQuery = QueryOf<typeof ENDPOINTS.agentDownlines>;

/** A transfer waits for the ledger: longer than a read before the answer counts as lost. */
const MONEY_TIMEOUT_MS = 15_000;

const read = { cache: 'no-cache' } as const;
const keyed = (key: string) => ({ 'Idempotency-Key': key });

export const agent = {
  kpi(period?: AgentPeriod): Promise<CallResult<AgentKpi>> {
    return memberCall(() => client.call(ENDPOINTS.agentKpi, { ...read, query: period ? { ...period } : {} }));
  },

  downlines(query: DownlineQuery): Promise<CallResult<DownlinePage>> {
    return memberCall(() => client.call(ENDPOINTS.agentDownlines, { ...read, query }));
  },

  report(memberId: number, period?: AgentPeriod): Promise<CallResult<AgentMemberReport>> {
    return memberCall(() => client.call(ENDPOINTS.agentMemberReport, { ...read, query: { memberId, ...period } }));
  },

  quota(): Promise<CallResult<AgentQuota>> {
    return memberCall(() => client.call(ENDPOINTS.agentQuota, read));
  },

  links(): Promise<CallResult<AgentLinks>> {
    return memberCall(() => client.call(ENDPOINTS.agentLinks, read));
  },

  createLink(input: { rebateRate: number; memberType: LinkMemberType }, key: string): Promise<CallResult<AffiliateLink>> {
    return memberCall(() => client.call(ENDPOINTS.agentCreateLink, { body: input, headers: keyed(key) }));
  },

  setRebate(input: { memberId: number; rebateRate: number }, key: string): Promise<CallResult<SetRebateValue>> {
    return memberCall(() => client.call(ENDPOINTS.agentSetRebate, { body: input, headers: keyed(key) }));
  },

  async transfer(input: { memberId: number; amount: number }, key: string): Promise<CallResult<AgentTransferValue>> {
    const result = await memberCall(() =>
      client.call(ENDPOINTS.agentTransfer, { body: input, headers: keyed(key), timeoutMs: MONEY_TIMEOUT_MS }),
    );
    // The header's balance after money moved; a failure here must not undo the answer the agent saw.
    if (result.ok) await member.refresh().catch(() => null);
    return result;
  },
};
