/**
 * What the agent home reads, through the worker (network first; the service worker's per-user
 * copy when offline). Each read keeps its last value while it re-reads, so a figure never blanks
 * out; it re-reads when its key (the period, the filters, a write's version) changes, on `reload`,
 * and when the connection comes back.
 */
import type { ENDPOINTS, QueryOf } from '../../api/endpoints';
import { worker } from '../../bridge/worker';
import { useLoaded } from '../../ui/useLoaded';
import type { Period } from './period';

export type DownlineQuery = QueryOf<typeof ENDPOINTS.agentDownlines>;

export const useKpi = (period: Period) => useLoaded(`agent.kpi:${period.from}:${period.to}`, () => worker().agent.kpi(period));

export const useQuota = (version: number) => useLoaded(`agent.quota:${version}`, () => worker().agent.quota());

export const useLinks = (version: number) => useLoaded(`agent.links:${version}`, () => worker().agent.links());

export const useDownlines = (query: DownlineQuery, version: number) =>
  useLoaded(`agent.downlines:${JSON.stringify(query)}:${version}`, () => worker().agent.downlines(query));

export const useMemberReport = (memberId: number, period: Period) =>
  useLoaded(`agent.report:${memberId}:${period.from}:${period.to}`, () => worker().agent.report(memberId, period));
