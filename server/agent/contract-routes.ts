/**
 * Agent contracts (SPEC §2 the three contract pages, §3 contract requests): overview, propose,
 * answer, the request check, the operator's settlement run and its grant of the site's contracts,
 * mounted from the registry.
 * Overview, propose and answer refuse a caller whose type holds no contracts (403 not_agent,
 * SPEC §6 with 41 and 42); the request check answers such a caller "nothing waits" instead, since
 * the home page asks it for every member.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { reply } from '../account/account-result';
import { agentOrFailure } from './guard';
import { answerContract, contractRequests, proposeContract } from './contracts';
import { settle } from './settlement';
import { contractOverview } from './contract-overview';
import { findMemberByAccount } from '../member/members';
import { grantSiteContract } from './site-contracts';
import { mount } from '../http/mount';

export function agentContractRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.agentContracts, deps, async (c, { query, ok }) => {
    const member = c.var.member;
    return agentOrFailure(c, member, true) ?? ok(await contractOverview(db, member.id, query.kind));
  });

  mount(app, ENDPOINTS.agentProposeContract, deps, async (c, { body, ok }) => {
    const member = c.var.member;
    return agentOrFailure(c, member, true) ?? reply(c, await proposeContract(db, member.id, body), ok);
  });

  mount(app, ENDPOINTS.agentAnswerContract, deps, async (c, { body, ok }) => {
    const member = c.var.member;
    return agentOrFailure(c, member, true) ?? reply(c, await answerContract(db, member.id, body.contractId, body.accept), ok);
  });

  mount(app, ENDPOINTS.agentContractRequests, deps, async (c, { ok }) => ok(await contractRequests(db, c.var.member)));

  mount(app, ENDPOINTS.operatorAgentSettle, deps, async (_c, { body, ok }) => ok(await settle(db, body.at ? new Date(body.at) : new Date())));

  mount(app, ENDPOINTS.operatorGrantContract, deps, async (c, { body: { account, kind, tiers }, ok }) => {
    const member = await findMemberByAccount(db, account);
    if (!member) return failure(c, 404, ERROR_CODE.userNotFound, `No member ${account}`);
    return reply(c, await grantSiteContract(db, member.id, { kind, tiers }), ok);
  });

  return app;
}
