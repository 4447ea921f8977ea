/**
 * What the VIP and rebate pages read, through the worker (network first; the service worker's
 * last copy when offline). Each read keeps its last value while it re-reads, so a figure never
 * blanks out; it re-reads when its key changes, on `reload`, and when the connection comes back.
 */
import { worker } from '../../bridge/worker';
import { useLoaded } from '../../ui/useLoaded';

export { useLoaded, type Loaded } from '../../ui/useLoaded';

export const useVipLevels = () => useLoaded('levels', () => worker().vip.levels());
export const useVipProgress = () => useLoaded('progress', () => worker().vip.progress());
export const useRebateSummary = (version: number) => useLoaded(`summary:${version}`, () => worker().vip.rebateSummary());
export const useRebateHistory = (pageSize: number, version: number) =>
  useLoaded(`history:${pageSize}:${version}`, () => worker().vip.rebateHistory(1, pageSize));
