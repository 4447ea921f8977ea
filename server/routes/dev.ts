/**
 * /dev/*: helpers for e2e tests and demos (DESIGN §6), mounted only outside production:
 * sign in as a seeded member without a password, read the SMS/email the server "sent" and the
 * code behind a captcha, and switch the status flags the status gate reads.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_DEV_API } from '../../src/api/account-wire';
import { DEV_API } from '../../src/api/paths';
import type { DevOutboxEntry, ListValue, LoginValue } from '../../src/api/wire';
import type { AppDeps } from '../deps';
import { validJson } from '../lib/body';
import { ERROR_CODE, failure, success } from '../lib/envelope';
import { intParam, textParam, validQuery } from '../lib/query';
import { issueSession } from '../services/auth';
import { devCaptchaCode } from '../services/captcha';
import { findMemberByAccount } from '../services/members';
import { systemStatus } from '../services/status';
import { clientIp, requestHost } from './request';

const SessionBody = z.object({ account: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters') });

const AppliedOpsQuery = z.object({ account: z.string().trim().min(1, 'is required').max(64) });

const OutboxQuery = z.object({
  limit: intParam(1, 200).default(50),
  recipient: textParam(255),
});

// Strict: a misspelt switch should fail loudly, not silently do nothing.
const StatusBody = z.strictObject({
  maintenance: z.boolean().optional(),
  regionRestriction: z.boolean().optional(),
  statusReading: z.enum(['errorPages', 'maintenance']).optional(),
});

export function devRoutes({ db, env }: AppDeps) {
  const app = new Hono();
  // Scoped to /dev: this app is mounted at the root, where '*' would reach every route.
  app.use('/dev/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.post(DEV_API.session, validJson(SessionBody), async (c) => {
    const member = await findMemberByAccount(db, c.req.valid('json').account);
    if (!member) return failure(c, 404, ERROR_CODE.userNotFound, 'User does not exist or is disabled');
    const value: LoginValue = {
      token: await issueSession(db, member.id, env.TOKEN_TTL_HOURS),
      userName: member.account,
      type: member.type,
      firstTimeLogin: false,
    };
    return success(c, value);
  });

  // e2e tests read the code behind a captcha image instead of OCR-ing it.
  app.get(`${ACCOUNT_DEV_API.captchaCode}/:captchaId`, async (c) => {
    const code = await devCaptchaCode(db, c.req.param('captchaId').slice(0, 64));
    if (!code) return failure(c, 404, ERROR_CODE.notFound, 'No such captcha');
    return success(c, { code });
  });

  app.get(DEV_API.outbox, validQuery(OutboxQuery), async (c) => {
    const { limit, recipient } = c.req.valid('query');
    let query = db.selectFrom('dev_outbox').selectAll().orderBy('id', 'desc').limit(limit);
    if (recipient) query = query.where('recipient', '=', recipient);
    const rows = await query.execute();
    const list: DevOutboxEntry[] = rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      body: row.body,
      createdAt: row.created_at,
    }));
    return success(c, { list } satisfies ListValue<DevOutboxEntry>);
  });

  // The record behind exactly-once: e2e and the soak check that each op was applied once.
  app.get(DEV_API.appliedOps, validQuery(AppliedOpsQuery), async (c) => {
    const member = await findMemberByAccount(db, c.req.valid('query').account);
    if (!member) return failure(c, 404, ERROR_CODE.userNotFound, 'User does not exist or is disabled');
    const rows = await db
      .selectFrom('applied_ops')
      .select(['op_id', 'method', 'path', 'status', 'replays'])
      .where('member_id', '=', member.id)
      .orderBy('applied_at')
      .execute();
    const list = rows.map((r) => ({ opId: r.op_id, method: r.method, path: r.path, status: r.status, replays: r.replays }));
    return success(c, { list });
  });

  app.post(DEV_API.status, validJson(StatusBody), async (c) => {
    const changes = Object.entries(c.req.valid('json')).filter(([, value]) => value !== undefined);
    for (const [key, value] of changes) {
      const text = JSON.stringify(value);
      await db
        .insertInto('settings')
        .values({ key, value: text })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
        .execute();
    }
    return success(c, await systemStatus(db, { host: requestHost(c), ip: clientIp(c) }));
  });

  return app;
}
