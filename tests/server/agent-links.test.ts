/**
 * Affiliate links (SPEC §7 "Agent"): the list with registrations counted from members, creation
 * within the agent's rate, quota and link limit, and registering with a link's code, which makes
 * the new member the link agent's direct downline (type and rate from the link; rate 0 once the
 * quota is full). Invitation codes (DEMO1) still attach to nobody.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_LINK_MAX, type AffiliateLink, type AgentLinks, type DownlinePage } from '../../src/api/agent-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { LoginValue } from '../../src/api/member-wire';
import { accountClient, errorOf, registration } from './account-helpers';
import { late, qs } from './helpers';
import { agentForFile, code, valueOf } from './agent-team-helpers';

const { server, api, agent } = agentForFile();
const accounts = late(() => accountClient(server), 'The account client');

const links = async (token: string) => valueOf(await api.get<AgentLinks>(ENDPOINTS.agentLinks.path, token));
const createLink = (token: string, rebateRate: number, memberType: 'member' | 'agent' = 'member', key: string | null = crypto.randomUUID()) =>
  api.post<AffiliateLink>(ENDPOINTS.agentCreateLink.path, token, { rebateRate, memberType }, key);
const linkCount = async () => Number((await server.db.selectFrom('agent_links').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function register(username: string, affiliateCode: string, domain = 'elsewhere.example.org') {
  const captcha = await accounts.captcha();
  return accounts.sealed<LoginValue>(
    ENDPOINTS.register.path,
    registration({ username, password: 'secret12', confirmPassword: 'secret12', affiliateCode, domain, registerUrl: domain, captcha: captcha.code, captchaId: captcha.captchaId }),
  );
}
const memberRow = (account: string) =>
  server.db.selectFrom('members').select(['id', 'type', 'rebate_bp', 'upline_id']).where('account_key', '=', account).executeTakeFirstOrThrow();
const treeOf = async (memberId: number) =>
  (await server.db.selectFrom('member_tree').select(['ancestor_id', 'depth']).where('member_id', '=', memberId).orderBy('depth').execute()).map((r) => [
    Number(r.ancestor_id),
    Number(r.depth),
  ]);

describe('the list', () => {
  it('the seeded links, newest first, each with the members that joined with its code under the agent', async () => {
    const value = await links(agent.token);
    expect(value.rebateRate).toBe(2);
    expect(value.links.map((l) => [l.code, l.rebateRate, l.memberType])).toEqual(
      expect.arrayContaining([
        ['AGT100', 1, 'member'],
        ['AGT150', 1.5, 'agent'],
      ]),
    );
    for (const link of value.links) {
      const joined = await server.db
        .selectFrom('members')
        .select('id')
        .where('upline_id', '=', agent.id)
        .where((eb) => eb(eb.fn('lower', ['affiliate_code']), '=', link.code.toLowerCase()))
        .execute();
      expect(link.registered).toBe(joined.length);
    }
    expect(value.links.find((l) => l.code === 'AGT100')!.registered).toBeGreaterThan(0);
    const sub = await api.signIn('subagent');
    expect((await links(sub.token)).links.map((l) => l.code)).toEqual(['SUB080']);
  });
});

describe('creating a link', () => {
  it('makes a fresh code at the rate, listed with 0 registered; a retried key makes one link', async () => {
    const before = await linkCount();
    const key = crypto.randomUUID();
    const made = valueOf(await createLink(agent.token, 0.9, 'member', key));
    expect(made).toMatchObject({ rebateRate: 0.9, memberType: 'member', registered: 0 });
    expect(made.code).toMatch(/^[A-Z0-9]{6,10}$/);
    expect(valueOf(await createLink(agent.token, 0.9, 'member', key))).toEqual(made);
    expect(await linkCount()).toBe(before + 1);
    expect((await links(agent.token)).links[0]).toEqual(made);
    // The affiliate check call knows it, in any case and on any domain.
    const check = await server.value<{ success: boolean }>(`${ENDPOINTS.affiliateCheck.path}?${qs({ code: made.code.toLowerCase(), domain: 'any.example.net' })}`);
    expect(check.success).toBe(true);
  });

  it('an agent link opens agent accounts', async () => {
    expect(valueOf(await createLink(agent.token, 1.2, 'agent')).memberType).toBe('agent');
  });

  it('above the agent’s own rate → 422 rebate_above_own, no link made', async () => {
    const before = await linkCount();
    const refused = await createLink(agent.token, 2.05);
    expect([refused.status, code(refused.body)]).toEqual([422, 'rebate_above_own']);
    expect(await linkCount()).toBe(before);
  });

  it.each([
    ['an unknown member type', { rebateRate: 1, memberType: 'boss' }],
    ['a rate with three decimals', { rebateRate: 1.005, memberType: 'member' }],
    ['no rate', { memberType: 'member' }],
  ])('%s → 400 invalid_parameter', async (_name, body) => {
    const before = await linkCount();
    const refused = await api.post(ENDPOINTS.agentCreateLink.path, agent.token, body);
    expect([refused.status, code(refused.body)]).toEqual([400, 'invalid_parameter']);
    expect(await linkCount()).toBe(before);
  });

  it(`more than ${AGENT_LINK_MAX} links → 409 agent_link_limit`, async () => {
    const sub3 = await api.signIn('subagent3');
    for (let i = 0; i < AGENT_LINK_MAX; i++) valueOf(await createLink(sub3.token, 0.5));
    const before = await linkCount();
    const refused = await createLink(sub3.token, 0.5);
    expect([refused.status, code(refused.body)]).toEqual([409, 'agent_link_limit']);
    expect(await linkCount()).toBe(before);
    expect((await links(sub3.token)).links).toHaveLength(AGENT_LINK_MAX);
  });
});

describe('registering with a link code', () => {
  it('AGT100 in lower case on any domain: a level-A member of agent at 1.00%, in its downlines, counted on the link', async () => {
    const before = (await links(agent.token)).links.find((l) => l.code === 'AGT100')!.registered;
    const res = await register('linkjoin1', 'agt100');
    expect(errorOf(res.body)).toBe('ok');
    const member = await memberRow('linkjoin1');
    expect(member).toMatchObject({ type: 0, rebate_bp: 100, upline_id: agent.id });
    expect(await treeOf(Number(member.id))).toEqual([[agent.id, 1]]);
    const page = valueOf(await api.get<DownlinePage>(`${ENDPOINTS.agentDownlines.path}?${qs({ search: 'linkjoin1' })}`, agent.token));
    expect(page.list.map((d) => [d.account, d.level, d.rebateRate, d.uplineAccount])).toEqual([['linkjoin1', 1, 1, 'agent']]);
    expect((await links(agent.token)).links.find((l) => l.code === 'AGT100')!.registered).toBe(before + 1);
  });

  it('SUB080: under subagent at depth 1 and under agent at depth 2', async () => {
    expect(errorOf((await register('linkjoin2', 'SUB080')).body)).toBe('ok');
    const member = await memberRow('linkjoin2');
    const subId = await api.memberId('subagent');
    expect(member).toMatchObject({ type: 0, rebate_bp: 80, upline_id: subId });
    expect(await treeOf(Number(member.id))).toEqual([
      [subId, 1],
      [agent.id, 2],
    ]);
  });

  it('AGT150 opens an agent account (type 1) that signs in as an agent', async () => {
    const res = await register('linkjoin3', 'AGT150');
    expect(res.body.success && res.body.value.type).toBe(1);
    expect(await memberRow('linkjoin3')).toMatchObject({ type: 1, rebate_bp: 150, upline_id: agent.id });
  });

  it('once the quota at the link’s rate is full, the next member joins at rate 0', async () => {
    // agent's 1.90% tier allows one direct downline; none is there yet in this file.
    const link = valueOf(await createLink(agent.token, 1.9));
    expect(errorOf((await register('linkjoin4', link.code)).body)).toBe('ok');
    expect(await memberRow('linkjoin4')).toMatchObject({ rebate_bp: 190, upline_id: agent.id });
    expect(errorOf((await register('linkjoin5', link.code)).body)).toBe('ok');
    const late = await memberRow('linkjoin5');
    expect(late).toMatchObject({ rebate_bp: 0, upline_id: agent.id });
    expect(await treeOf(Number(late.id))).toEqual([[agent.id, 1]]);
    expect((await links(agent.token)).links.find((l) => l.code === link.code)!.registered).toBe(2);
    // A new link at that rate is refused now: the tier has no room left.
    const before = await linkCount();
    const refused = await createLink(agent.token, 1.95);
    expect([refused.status, code(refused.body)]).toEqual([409, 'agent_quota_exceeded']);
    expect(await linkCount()).toBe(before);
  });

  it('the invitation code DEMO1 still registers, attached to nobody', async () => {
    expect(errorOf((await register('linkjoin6', 'DEMO1')).body)).toBe('ok');
    const member = await memberRow('linkjoin6');
    expect(member).toMatchObject({ type: 0, rebate_bp: 0, upline_id: null });
    expect(await treeOf(Number(member.id))).toEqual([]);
  });

  it('an unknown code → invalid_invitation_code, nobody registered; the check says false', async () => {
    expect(errorOf((await register('linkjoin7', 'NOSUCH99')).body)).toBe('invalid_invitation_code');
    expect(await server.db.selectFrom('members').select('id').where('account_key', '=', 'linkjoin7').executeTakeFirst()).toBeUndefined();
    const check = await server.value<{ success: boolean }>(`${ENDPOINTS.affiliateCheck.path}?${qs({ code: 'NOSUCH99' })}`);
    expect(check.success).toBe(false);
  });
});
