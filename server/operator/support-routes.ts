/**
 * The operator's side of support (registry access 'operator'): read a member's chat, reply in it,
 * send a message to a member's inbox. The member is named by account; an unknown one is a 404.
 */
import type { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { addOperatorLine, chatThread } from '../support/chat';
import { sendInboxMessage } from '../support/inbox';
import { findMemberByAccount } from '../member/members';
import { mount } from '../http/mount';

export function mountOperatorSupport(app: Hono, deps: AppDeps): void {
  const { db } = deps;
  const noMember = (account: string) => `No member ${account}`;

  mount(app, ENDPOINTS.operatorChatThread, deps, async (c, { query: { account }, ok }) => {
    const member = await findMemberByAccount(db, account);
    if (!member) return failure(c, 404, ERROR_CODE.userNotFound, noMember(account));
    return ok(await chatThread(db, member.id));
  });

  mount(app, ENDPOINTS.operatorChatReply, deps, async (c, { body: { account, text }, ok }) => {
    const member = await findMemberByAccount(db, account);
    if (!member) return failure(c, 404, ERROR_CODE.userNotFound, noMember(account));
    return ok(await addOperatorLine(db, member.id, text));
  });

  mount(app, ENDPOINTS.operatorInboxSend, deps, async (c, { body: { account, title, content }, ok }) => {
    const member = await findMemberByAccount(db, account);
    if (!member) return failure(c, 404, ERROR_CODE.userNotFound, noMember(account));
    return ok(await sendInboxMessage(db, member.id, title, content));
  });
}
