/**
 * `contracts` area of the worker API (SPEC §2 the three contract pages; §3 contract requests; §4
 * the home alert): an overview is read network first (`no-cache`: the service worker answers its
 * per-user copy only when offline, so a page seen once opens without a connection); the request
 * check always asks the server (a stale "pending" would send the member to an answered request);
 * proposing and answering are online only and never queued, each with the page's
 * Idempotency-Key — the same key again when an answer was lost, so a retried tap applies once.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import type { Contract, ContractKind, ContractOverview, ContractRequests, ContractTier } from '../src/api/agent-wire';
import { memberCall, type CallResult } from './call-result';
import { client } from './context';

export interface ProposeInput {
  kind: ContractKind;
  memberId: number;
  tiers: ContractTier[];
}

const keyed = (key: string) => ({ 'Idempotency-Key': key });

export const contracts = {
  requests(): Promise<CallResult<ContractRequests>> {
    return memberCall(() => client.call(ENDPOINTS.agentContractRequests));
  },

  overview(kind: ContractKind): Promise<CallResult<ContractOverview>> {
    return memberCall(() => client.call(ENDPOINTS.agentContracts, { query: { kind }, cache: 'no-cache' }));
  },

  propose(input: ProposeInput, key: string): Promise<CallResult<Contract>> {
    return memberCall(() => client.call(ENDPOINTS.agentProposeContract, { body: input, headers: keyed(key) }));
  },

  answer(contractId: number, accept: boolean, key: string): Promise<CallResult<Contract>> {
    return memberCall(() => client.call(ENDPOINTS.agentAnswerContract, { body: { contractId, accept }, headers: keyed(key) }));
  },
};
