/**
 * Development helpers for e2e tests and demos (DESIGN §6): sign in as a seeded member without a
 * password, read the SMS/email the server "sent", the code behind a captcha and the gap of a
 * slider captcha, read the exactly-once record, and switch the status flags the status gate reads. Their registry entries
 * are `availability: 'dev'`: mount() leaves them out unless the dev helpers are enabled.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { DevOutboxEntry } from '../../src/api/member-wire';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { issueSession } from '../access/auth';
import { devCaptchaCode } from '../account/captcha';
import { findMemberByAccount } from '../member/members';
import { devSliderX } from '../account/slider';
import { systemStatus } from '../system/status';
import { writeSetting } from '../system/settings';
import { mount } from '../http/mount';
import { clientIp, requestHost } from '../http/caller';

export function devRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.devSession, deps, async (c, { body, ok }) => {
    const member = await findMemberByAccount(db, body.account);
    if (!member) return failure(c, 404, ERROR_CODE.userNotFound, 'User does not exist or is disabled');
    const token = await issueSession(db, member.id, env.TOKEN_TTL_HOURS);
    return ok({ token, userName: member.account, type: member.type, firstTimeLogin: false });
  });

  mount(app, ENDPOINTS.devCaptchaCode, deps, async (c, { ok }) => {
    const code = await devCaptchaCode(db, c.req.param('captchaId')?.slice(0, 64) ?? '');
    if (!code) return failure(c, 404, ERROR_CODE.notFound, 'No such captcha');
    return ok({ code });
  });

  mount(app, ENDPOINTS.devSlider, deps, async (c, { ok }) => {
    const x = await devSliderX(db, c.req.param('sliderId')?.slice(0, 64) ?? '');
    if (x === undefined) return failure(c, 404, ERROR_CODE.notFound, 'No such slider');
    return ok({ x });
  });

  mount(app, ENDPOINTS.devOutbox, deps, async (_c, { query: { limit, recipient }, ok }) => {
    let rows = db.selectFrom('dev_outbox').selectAll().orderBy('id', 'desc').limit(limit);
    if (recipient) rows = rows.where('recipient', '=', recipient);
    const list: DevOutboxEntry[] = (await rows.execute()).map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      body: row.body,
      createdAt: row.created_at,
    }));
    return ok({ list });
  });

  mount(app, ENDPOINTS.devAppliedOps, deps, async (c, { query, ok }) => {
    const member = await findMemberByAccount(db, query.account);
    if (!member) return failure(c, 404, ERROR_CODE.userNotFound, 'User does not exist or is disabled');
    const rows = await db
      .selectFrom('applied_ops')
      .select(['op_id', 'method', 'path', 'status', 'replays'])
      .where('member_id', '=', member.id)
      .orderBy('applied_at')
      .execute();
    return ok({ list: rows.map((r) => ({ opId: r.op_id, method: r.method, path: r.path, status: r.status, replays: r.replays })) });
  });

  mount(app, ENDPOINTS.devStatus, deps, async (c, { body, ok }) => {
    const changes = Object.entries(body).filter(([, value]) => value !== undefined);
    for (const [key, value] of changes) await writeSetting(db, key, value);
    return ok(await systemStatus(db, { host: requestHost(c, env), ip: clientIp(c, env) }));
  });

  return app;
}
