/**
 * Fault injection for the crash tests, never in production: with FAULT_AFTER_COMMIT set to a
 * call's path (e.g. /lgw/orders), the process kills itself with SIGKILL right after a transaction
 * of that call has committed and before its answer is recorded or sent, the one moment an
 * exactly-once scheme can lose track of an effect. server/env.ts refuses the variable in
 * production, and this module ignores it there too.
 */
const path = process.env.NODE_ENV === 'production' ? undefined : process.env.FAULT_AFTER_COMMIT?.trim() || undefined;

export function crashAfterCommitIfAsked(callPath: string | undefined): void {
  if (path !== undefined && callPath === path) process.kill(process.pid, 'SIGKILL');
}
