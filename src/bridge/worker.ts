/**
 * The page's handle on the worker: created on first use, typed by the worker's own export.
 * WARNING: crosses the thread boundary — every call is async and arguments are structured-cloned.
 */
import * as Comlink from 'comlink';
import type { WorkerApi } from '../../worker/api';

/** Comlink proxies nested objects at run time; this types each area as the remote object it is. */
export type WorkerRemote = { [Area in keyof WorkerApi]: Comlink.Remote<WorkerApi[Area]> };

let remote: WorkerRemote | undefined;

export function worker(): WorkerRemote {
  remote ??= Comlink.wrap<WorkerApi>(
    new Worker(new URL('../../worker/index.ts', import.meta.url), { type: 'module', name: 'lobby' }),
  ) as unknown as WorkerRemote;
  return remote;
}
