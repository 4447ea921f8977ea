/**
 * `contracts` area of the worker API (SPEC §2 the three contract pages; §3 contract requests; §4
 * the home alert): overviews read network first (the service worker's last copy offline); the
 * request check always asks the server; proposing and answering are online only, never queued.
 * Being built.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import type { ContractRequests } from '../src/api/agent-wire';
import { memberCall, type CallResult } from './call-result';
import { client } from './context';

export const contracts = {
  requests(): Promise<CallResult<ContractRequests>> {
    return memberCall(() => client.call(ENDPOINTS.agentContractRequests));
  },
};
