/**
 * The agent's team (SPEC §7 "Agent": KPI, subordinate, member report, quota, rebate update,
 * affiliate links, transfer downline), mounted from the registry. Every call first refuses a
 * caller whose type is not an agent's (403 not_agent, SPEC §6).
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { toCents } from '../../src/api/money';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { reply } from '../account/account-result';
import { agentDownlines } from './downlines';
import { agentOrFailure } from './guard';
import { agentKpi } from './kpi';
import { agentLinks, createAgentLink } from './links';
import { agentPeriod } from './period';
import { agentQuota } from './quota';
import { setDownlineRebate } from './rebate';
import { agentMemberReport } from './report';
import { transferToDownline } from './transfer';
import { basisPoints } from './units';
import { mount } from '../http/mount';

export function agentRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.agentKpi, deps, async (c, { query, ok }) => {
    const member = c.var.member;
    return agentOrFailure(c, member) ?? ok(await agentKpi(db, member, agentPeriod(query)));
  });

  mount(app, ENDPOINTS.agentDownlines, deps, async (c, { query, ok }) => {
    const member = c.var.member;
    return agentOrFailure(c, member) ?? ok(await agentDownlines(db, member.id, agentPeriod(query), query));
  });

  mount(app, ENDPOINTS.agentMemberReport, deps, async (c, { query, ok }) => {
    const member = c.var.member;
    const refused = agentOrFailure(c, member);
    if (refused) return refused;
    const report = await agentMemberReport(db, member.id, query.memberId, agentPeriod(query));
    return report ? ok(report) : failure(c, 404, ERROR_CODE.notYourDownline, 'Not a member of your team');
  });

  mount(app, ENDPOINTS.agentQuota, deps, async (c, { ok }) => {
    const member = c.var.member;
    return agentOrFailure(c, member) ?? ok(await agentQuota(db, member));
  });

  mount(app, ENDPOINTS.agentSetRebate, deps, async (c, { body, ok }) => {
    const member = c.var.member;
    return agentOrFailure(c, member) ?? reply(c, await setDownlineRebate(db, member.id, body.memberId, basisPoints(body.rebateRate)), ok);
  });

  mount(app, ENDPOINTS.agentLinks, deps, async (c, { ok }) => {
    const member = c.var.member;
    return agentOrFailure(c, member) ?? ok(await agentLinks(db, member));
  });

  mount(app, ENDPOINTS.agentCreateLink, deps, async (c, { body, ok }) => {
    const member = c.var.member;
    const refused = agentOrFailure(c, member);
    if (refused) return refused;
    return reply(c, await createAgentLink(db, member.id, { rateBp: basisPoints(body.rebateRate), memberType: body.memberType }), ok);
  });

  mount(app, ENDPOINTS.agentTransfer, deps, async (c, { body, key: idempotencyKey, ok }) => {
    const member = c.var.member;
    const refused = agentOrFailure(c, member);
    if (refused) return refused;
    return reply(c, await transferToDownline(db, { agentId: member.id, memberId: body.memberId, amountCents: toCents(body.amount), idempotencyKey }), ok);
  });

  return app;
}
