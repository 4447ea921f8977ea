/**
 * `sync` area of the worker API. A refresh of a scope runs its reads in parallel; a second
 * request for a scope already running joins the first instead of fetching twice.
 */
import { ApiError, ERROR_CODE } from '../../src/api/errors';
import { syncGamePage, tasksFor, type SyncScope } from './scopes';
import type { ListFilter } from '../../src/api/game-lists';

export interface SyncResult {
  scope: SyncScope;
  ok: boolean;
  /** True when at least one read failed for lack of a network (the device copy is what shows). */
  offline: boolean;
  errors: string[];
}

const running = new Map<SyncScope, Promise<SyncResult>>();

async function run(scope: SyncScope): Promise<SyncResult> {
  const results = await Promise.allSettled(tasksFor(scope));
  const errors = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => r.reason as unknown);
  const offline = errors.some(
    (e) => e instanceof ApiError && (e.code === ERROR_CODE.offline || e.code === ERROR_CODE.timeout),
  );
  return {
    scope,
    ok: errors.length === 0,
    offline,
    errors: errors.map((e) => (e instanceof ApiError ? e.code : String(e))),
  };
}

export const sync = {
  /**
   * `again`: the caller needs answers newer than a refresh already running (a player's "check
   * again" may come while the start-up refresh is still reading the old status), so it runs once
   * more after that one instead of joining it.
   */
  refresh(scope: SyncScope, options: { again?: boolean } = {}): Promise<SyncResult> {
    let pending = running.get(scope);
    if (pending && options.again) {
      const after = pending.catch(() => undefined).then(() => sync.refresh(scope));
      return after;
    }
    if (!pending) {
      pending = run(scope).finally(() => running.delete(scope));
      running.set(scope, pending);
    }
    return pending;
  },

  /** Load one more page of a game list (infinite scroll); the grid reads the games table. */
  async loadPage(filter: ListFilter, pageNo: number) {
    const value = await syncGamePage(filter, pageNo);
    return { pageNum: value.pageNum, totalPages: value.totalPages, totalCount: value.totalCount };
  },
};
