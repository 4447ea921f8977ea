/** /wps/member/*: who is signed in, their balance and unread counts. All need a token. */
import { Hono } from 'hono';
import { API } from '../../src/api/paths';
import type { AppDeps } from '../deps';
import { success } from '../lib/envelope';
import { requireMember, type AuthVariables } from '../services/auth';
import { memberInfo, unreadCounts, walletOf } from '../services/members';

export function memberRoutes({ db }: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const auth = requireMember(db);
  // Per-user answers: a shared HTTP cache (proxy, CDN) must never hand them to someone else.
  const PRIVATE = 'private, no-cache';

  app.get(API.memberInfo, auth, (c) => {
    c.header('Cache-Control', PRIVATE);
    return success(c, memberInfo(c.var.member));
  });

  app.get(API.memberWallet, auth, async (c) => {
    c.header('Cache-Control', PRIVATE);
    return success(c, await walletOf(db, c.var.member.id));
  });

  app.get(API.memberUnread, auth, async (c) => {
    c.header('Cache-Control', PRIVATE);
    return success(c, await unreadCounts(db, c.var.member));
  });

  return app;
}
