/**
 * `agent` area of the worker API (SPEC §2 /m/member/agent/home; §7 "Agent"): the KPI, downlines,
 * member report, quota and links are read network first (the service worker's last copy answers
 * offline); rebate updates, new links and transfers are online only and never queued.
 * Being built.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import type { AgentKpi } from '../src/api/agent-wire';
import { memberCall, type CallResult } from './call-result';
import { client } from './context';

export const agent = {
  kpi(from?: string, to?: string): Promise<CallResult<AgentKpi>> {
    return memberCall(() => client.call(ENDPOINTS.agentKpi, { query: from && to ? { from, to } : {}, cache: 'no-cache' }));
  },
};
