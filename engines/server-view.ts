/**
 * What the server holds for a member, asked directly (past the network switch) through the app's
 * own client and the endpoint registry: the lane's evidence that a change made offline arrived,
 * and arrived once.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import type { AppliedOp } from '../src/api/endpoints/dev';
import type { LoginValue } from '../src/api/member-wire';
import { apiFor } from '../e2e/api';

export interface ServerView {
  favouriteIds(): Promise<number[]>;
  /** Whether the member has read the player announcement `id` (undefined: no such announcement). */
  announcementRead(id: number): Promise<boolean | undefined>;
  /** The idempotent calls the server applied for the member at `path`, one row per op id. */
  appliedOps(path: string): Promise<AppliedOp[]>;
  depositOrders(): Promise<number>;
}

export async function serverViewOf(directUrl: string, account = 'demo'): Promise<ServerView> {
  // A session of the lane's own (the dev helper), beside the one the browser signs in with.
  const login = (await apiFor(directUrl).call(ENDPOINTS.devSession, { body: { account } })) as LoginValue;
  const member = apiFor(directUrl, login.token);
  return {
    favouriteIds: async () => (await member.call(ENDPOINTS.favouriteIds)).list,
    async announcementRead(id) {
      const groups = await member.call(ENDPOINTS.announcements, { query: { types: 'PL', platform: 'M', merchantCode: 'DEMO', language: 'en' } });
      return groups.player?.find((notice) => notice.id === id)?.read;
    },
    appliedOps: async (path) => (await apiFor(directUrl).call(ENDPOINTS.devAppliedOps, { query: { account } })).list.filter((op) => op.path === path),
    depositOrders: async () => (await member.call(ENDPOINTS.depositReport, { query: { page: 1, pageSize: 1 } })).total,
  };
}
