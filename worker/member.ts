/**
 * `member` area of the worker API: member info and wallet balance into the `member` table.
 * (Being completed: see server accounts and worker session work.)
 */
import type { MemberRow } from '../src/db/rows';

export const member = {
  /** Fetch member info and balance for the current token; null for guests. */
  async refresh(): Promise<MemberRow | null> {
    throw new Error('member.refresh is not available yet');
  },
};
