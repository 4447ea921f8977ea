/**
 * A contract page's overview through the worker (network first; the service worker's per-user
 * copy when offline, so a page seen once opens without a connection). It keeps its last value
 * while it re-reads, re-reads on `reload` and when the connection comes back.
 */
import type { ContractKind } from '../../api/agent-wire';
import { worker } from '../../bridge/worker';
import { useLoaded } from '../../ui/useLoaded';

export const useContractOverview = (kind: ContractKind) => useLoaded(`contracts:${kind}`, () => worker().contracts.overview(kind));
