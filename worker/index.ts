/**
 * The Comlink worker: network, sync and timers live here so the page's main thread stays free.
 * WARNING: runs in a DedicatedWorkerGlobalScope — no DOM, no React.
 */
import * as Comlink from 'comlink';
import { api } from './api';
import { startLive } from './live';
import { startOutbox } from './outbox';
import { listenForApiUpdates } from './updates';

export type { WorkerApi } from './api';

listenForApiUpdates();
Comlink.expose(api);
startOutbox();
startLive();
