/** Who is signed in, their balance and unread counts. All need a token (the registry's access). */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AppDeps } from '../deps';
import { memberInfo, unreadCounts, walletOf } from './members';
import { mount } from '../http/mount';

export function memberRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.memberInfo, deps, (c, { ok }) => ok(memberInfo(c.var.member)));
  mount(app, ENDPOINTS.memberWallet, deps, async (c, { ok }) => ok(await walletOf(db, c.var.member.id)));
  mount(app, ENDPOINTS.memberUnread, deps, async (c, { ok }) => ok(await unreadCounts(db, c.var.member)));

  return app;
}
