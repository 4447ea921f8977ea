/**
 * The live chat (flag CBS3): the member's conversation with the operator. Switched off by the
 * operator → 403 chatUnavailable; a trial guest (SPEC §6) → 403 noPermission, from the registry
 * entry's refusesTrial, before anything else.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Db } from '../db/connection';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import type { AuthVariables } from '../access/auth';
import { chatEnabled, chatThread, markChatRead, sendChatLine } from './chat';
import { mount } from '../http/mount';
import { memberDataChanged } from '../live/member-data';

/** Refusal of a chat call for this member on this site, or null when it may go ahead. */
export async function chatRefusal(db: Db, c: Context<{ Variables: AuthVariables }>): Promise<Response | null> {
  if (!(await chatEnabled(db))) return failure(c, 403, ERROR_CODE.chatUnavailable, 'Live chat is not available on this site');
  return null;
}

export function chatRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();
  // Never cached when refused: the flag may come back on.
  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status === 403) c.res.headers.set('Cache-Control', 'no-store');
  };
  app.use(ENDPOINTS.chatThread.path, noStore);
  app.use(ENDPOINTS.chatRead.path, noStore);

  mount(app, ENDPOINTS.chatThread, deps, async (c, { ok }) => (await chatRefusal(db, c)) ?? ok(await chatThread(db, c.var.member.id)));

  mount(app, ENDPOINTS.chatSend, deps, async (c, { body: { clientId, text }, ok }) => {
    const refused = await chatRefusal(db, c);
    if (refused) return refused;
    return ok(await sendChatLine(db, c.var.member.id, clientId, text));
  });

  mount(app, ENDPOINTS.chatRead, deps, async (c, { body: { upToId }, ok }) => {
    const refused = await chatRefusal(db, c);
    if (refused) return refused;
    const unread = await markChatRead(db, c.var.member.id, upToId);
    await memberDataChanged(db, c.var.member.id, 'reads');
    return ok({ upToId, unread });
  });

  return app;
}
