/**
 * The page's handle on the worker, typed by the worker's own export.
 * WARNING: crosses the thread boundary — every call is async and arguments are structured-cloned.
 *
 * The handle exists at once; the worker and Comlink start on the first call (Comlink is loaded
 * then, outside home's first chunk: the first frame renders from Dexie and needs no worker).
 */
import type * as Comlink from 'comlink';
import type { WorkerApi } from '../../worker/api';

/** Comlink proxies nested objects at run time; this types each area as the remote object it is. */
export type WorkerRemote = { [Area in keyof WorkerApi]: Comlink.Remote<WorkerApi[Area]> };

type Method = (...args: unknown[]) => Promise<unknown>;
type RemoteAreas = Record<string, Record<string, Method>>;

let connection: Promise<RemoteAreas> | undefined;

function connect(): Promise<RemoteAreas> {
  connection ??= import('comlink').then(
    ({ wrap }) =>
      wrap<WorkerApi>(new Worker(new URL('../../worker/index.ts', import.meta.url), { type: 'module', name: 'lobby' })) as unknown as RemoteAreas,
  );
  return connection;
}

/** `worker().area.method(...args)`: the call waits for the connection, then goes through Comlink. */
function areaHandle(area: string): Record<string, Method> {
  const methods = new Map<string, Method>();
  return new Proxy({} as Record<string, Method>, {
    get(_, name) {
      // Not a thenable: `await worker().area` must not mistake the handle for a promise.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args) => (await connect())[area]![name]!(...args);
        methods.set(name, method);
      }
      return method;
    },
  });
}

const areas = new Map<string, Record<string, Method>>();
const handle = new Proxy({} as WorkerRemote, {
  get(_, area) {
    if (typeof area !== 'string' || area === 'then') return undefined;
    let found = areas.get(area);
    if (!found) {
      found = areaHandle(area);
      areas.set(area, found);
    }
    return found;
  },
});

export function worker(): WorkerRemote {
  return handle;
}
