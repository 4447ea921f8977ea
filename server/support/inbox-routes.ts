/**
 * The member's inbox: pages of messages, read marks, delete and undo (SPEC §2 "Mail"). The marks
 * are idempotent by key (the registry says so), so the client's outbox may resend them freely.
 * An id the member does not own answers 404 messageNotFound, exactly like an unknown one. Each
 * change is heard by the member's other devices (server/live/member-data.ts).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { TRIAL_TYPE } from '../member/members';
import { deleteInboxMessage, inboxPage, markInboxRead, restoreInboxMessage } from './inbox';
import { mount } from '../http/mount';
import { memberDataChanged } from '../live/member-data';

const notFound = (c: Context, id: number) => failure(c, 404, ERROR_CODE.messageNotFound, `No message ${id}`);

export function inboxRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.inbox, deps, async (c, { query, ok }) => {
    // SPEC §6: a trial guest has no inbox; an empty one, not an error, so the page needs no special case.
    if (c.var.member.type === TRIAL_TYPE) return ok({ list: [], pageNum: query.pageNo, pageSize: query.pageSize, totalPages: 0, totalCount: 0 });
    return ok(await inboxPage(db, c.var.member.id, query.pageNo, query.pageSize));
  });

  mount(app, ENDPOINTS.inboxRead, deps, async (c, { body: { id }, ok }) => {
    if (!(await markInboxRead(db, c.var.member.id, id))) return notFound(c, id);
    await memberDataChanged(db, c.var.member.id, 'reads');
    return ok({ id, read: true });
  });

  mount(app, ENDPOINTS.inboxDelete, deps, async (c, { body: { id }, ok }) => {
    if (!(await deleteInboxMessage(db, c.var.member.id, id))) return notFound(c, id);
    await memberDataChanged(db, c.var.member.id, 'mail');
    return ok({ id, deleted: true });
  });

  mount(app, ENDPOINTS.inboxRestore, deps, async (c, { body: { id }, ok }) => {
    if (!(await restoreInboxMessage(db, c.var.member.id, id))) return notFound(c, id);
    await memberDataChanged(db, c.var.member.id, 'mail');
    return ok({ id, deleted: false });
  });

  return app;
}
