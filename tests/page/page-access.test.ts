// Who may open a route (SPEC §6), as the route table states it and the gate applies it: the pure
// verdict for each kind of viewer, and the table's own entries read through it.
import { describe, expect, it } from 'vitest';
import type { Whitelabel } from '../../src/api/system-wire';
import { accessVerdict, type AccessViewer } from '../../src/access/page-access';
import { ROUTE_LIST, ROUTE_TABLE, type RouteAccess } from '../../src/routes';

const visitor: AccessViewer = { info: null, userKey: '' };
const signedIn = (type: number, userKey = 'u1'): AccessViewer => ({ info: { token: 't', type }, userKey });
const member = signedIn(0);
const trial = signedIn(4);
const agent = signedIn(1);
const subAgent = signedIn(41);
const allOn: Partial<Whitelabel> = { TRANSBETREPMEM3: true, MANPLAYREB3: true, REWCEN3: true };

const accessOf = (name: keyof typeof ROUTE_TABLE): RouteAccess | undefined => (ROUTE_TABLE[name] as { access?: RouteAccess }).access;

describe('a member page', () => {
  const access: RouteAccess = { who: 'member' };

  it('sends a visitor to sign in, or home when the route says so', () => {
    expect(accessVerdict(access, visitor, allOn)).toBe('login');
    expect(accessVerdict({ who: 'member', guest: 'home' }, visitor, allOn)).toBe('home');
    // A session without a token is no session.
    expect(accessVerdict(access, { info: { token: '', type: 0 }, userKey: '' }, allOn)).toBe('login');
  });

  it('waits for the worker to hold the session, then opens', () => {
    expect(accessVerdict(access, signedIn(0, ''), allOn)).toBe('wait');
    expect(accessVerdict(access, member, allOn)).toBe('open');
    expect(accessVerdict(access, agent, allOn)).toBe('open');
  });

  it('shows a trial guest the register prompt unless the route lets it in', () => {
    expect(accessVerdict(access, trial, allOn)).toBe('trial');
    expect(accessVerdict({ who: 'member', trial: 'allow' }, trial, allOn)).toBe('open');
  });

  it('follows the operator switch it names: wait while unread, contact when off', () => {
    const flagged: RouteAccess = { who: 'member', flag: 'REWCEN3' };
    expect(accessVerdict(flagged, member, undefined)).toBe('wait');
    expect(accessVerdict(flagged, member, null)).toBe('contact');
    expect(accessVerdict(flagged, member, { REWCEN3: false })).toBe('contact');
    expect(accessVerdict(flagged, member, { REWCEN3: true })).toBe('open');
    // The switch is read before the trial prompt: a page the site has off is off for everyone.
    expect(accessVerdict(flagged, trial, { REWCEN3: false })).toBe('contact');
    // A visitor signs in first, whatever the switch.
    expect(accessVerdict(flagged, visitor, undefined)).toBe('login');
  });
});

describe('an agent page', () => {
  it('sends a visitor to sign in with the agent account', () => {
    expect(accessVerdict({ who: 'agent' }, visitor, allOn)).toBe('agentLogin');
  });

  it('tells a member it is for agents, and shows a trial guest the register prompt', () => {
    expect(accessVerdict({ who: 'agent' }, member, allOn)).toBe('notAgent');
    expect(accessVerdict({ who: 'agent' }, signedIn(40), allOn)).toBe('notAgent');
    expect(accessVerdict({ who: 'agent' }, trial, allOn)).toBe('trial');
  });

  it('opens to an agent once the worker holds the session; contracts only to those who may hold one', () => {
    expect(accessVerdict({ who: 'agent' }, signedIn(1, ''), allOn)).toBe('wait');
    expect(accessVerdict({ who: 'agent' }, agent, allOn)).toBe('open');
    expect(accessVerdict({ who: 'agent' }, subAgent, allOn)).toBe('open');
    expect(accessVerdict({ who: 'agent', contracts: true }, agent, allOn)).toBe('open');
    expect(accessVerdict({ who: 'agent', contracts: true }, subAgent, allOn)).toBe('notAgent');
  });
});

describe('the route table', () => {
  it('leaves public pages open to everyone, without waiting for anything', () => {
    for (const name of ['home', 'login', 'register', 'gameCenter', 'lotteryGame', 'lotteryResults', 'activity', 'notice', 'help'] as const) {
      expect(accessVerdict(accessOf(name), visitor, undefined), name).toBe('open');
    }
  });

  it("gates the member's own pages (SPEC §6): a visitor signs in, a trial guest is asked to register", () => {
    const own = ['memberHome', 'wallet', 'voucherCenter', 'withdraw', 'webEmail', 'message', 'liveChat', 'settings', 'feedback', 'vipBenefits', 'favGames', 'lotteryOrders', 'lotteryOrder'] as const;
    for (const name of own) {
      expect(accessVerdict(accessOf(name), visitor, allOn), name).toBe('login');
      expect(accessVerdict(accessOf(name), trial, allOn), name).toBe('trial');
      expect(accessVerdict(accessOf(name), member, allOn), name).toBe('open');
    }
  });

  it('applies the SPEC §6 switches: bet record, rebate and reward centre', () => {
    expect(accessVerdict(accessOf('gameRecord'), member, { TRANSBETREPMEM3: false })).toBe('contact');
    expect(accessVerdict(accessOf('gameRecord'), trial, allOn)).toBe('open');
    expect(accessVerdict(accessOf('manualRebate'), member, { MANPLAYREB3: false })).toBe('contact');
    expect(accessVerdict(accessOf('rewardCenter'), member, { REWCEN3: false })).toBe('contact');
    expect(accessVerdict(accessOf('changePsw'), visitor, allOn)).toBe('home');
  });

  it('keeps agent pages to agents and contract pages to those who may hold a contract', () => {
    const agentPages = ROUTE_LIST.filter((route) => route.page === 'agent' || route.page === 'agentContract');
    expect(agentPages.length).toBe(4);
    for (const route of agentPages) {
      expect(accessVerdict(route.access, visitor, allOn), route.name).toBe('agentLogin');
      expect(accessVerdict(route.access, member, allOn), route.name).toBe('notAgent');
      expect(accessVerdict(route.access, agent, allOn), route.name).toBe('open');
    }
    expect(accessVerdict(accessOf('agentHome'), subAgent, allOn)).toBe('open');
    expect(accessVerdict(accessOf('agentSalaryContract'), subAgent, allOn)).toBe('notAgent');
  });
});
