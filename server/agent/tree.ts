/**
 * The agent hierarchy (migration 019): `members.upline_id` says who brought a member in, and the
 * closure table `member_tree` holds one row per ancestor, so "the team of X" and "X's level-B
 * downlines" are plain joins. Written once, when a member joins; a member never moves.
 */
import type { Executor } from '../db/connection';

/**
 * Make `memberId` a direct downline of `uplineId`: its upline and its tree rows (the upline at
 * depth 1, each of the upline's ancestors one deeper). Call inside the transaction that inserts
 * the member, so a member never exists half attached.
 */
export async function attachToUpline(trx: Executor, memberId: number, uplineId: number): Promise<void> {
  await trx.updateTable('members').set({ upline_id: uplineId }).where('id', '=', memberId).execute();
  const ancestors = await trx.selectFrom('member_tree').select(['ancestor_id', 'depth']).where('member_id', '=', uplineId).execute();
  await trx
    .insertInto('member_tree')
    .values([
      { ancestor_id: uplineId, member_id: memberId, depth: 1 },
      ...ancestors.map((a) => ({ ancestor_id: a.ancestor_id, member_id: memberId, depth: Number(a.depth) + 1 })),
    ])
    .execute();
}

/** The depth of `memberId` below `agentId` (1 = direct), or undefined when not in its team. */
export async function depthBelow(db: Executor, agentId: number, memberId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ? Number(row.depth) : undefined;
}
