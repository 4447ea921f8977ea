// @vitest-environment jsdom
/**
 * The agent home rendered for real (jsdom, the English catalogue, Dexie on fake-indexeddb) with a
 * stand-in worker whose answers the test writes: the gate for a visitor and each non-agent type,
 * the overview's figures per level, the team search after its pause, the forms' refusals shown
 * with the input kept, a transfer offline that sends nothing, and the links with their QR codes.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentKpi, AgentLinks, AgentQuota, Downline, DownlinePage, KpiFigures } from '../../src/api/agent-wire';
import { ERROR_CODE } from '../../src/api/error-codes';
import { db } from '../../src/db/db';
import AgentHomePage from '../../src/features/agent/AgentHomePage';
import { appState } from '../../src/state/app';
import { session } from '../../src/state/session';
import { toasts } from '../../src/state/toasts';
import { byLabel, click, render, routed, startEnglish, unmountAll, waitFor } from './render/render';
import { href } from '../../src/routes';

type Answer<T> = Promise<{ ok: true; value: T } | { ok: false; code: string; status: number; transient: boolean }>;

const figures = (over: Partial<KpiFigures>): KpiFigures => ({
  members: 0, newMembers: 0, activeMembers: 0, deposits: 0, withdrawals: 0, turnover: 0, winLoss: 0, commission: 0, ...over,
});

const kpi = (from: string, to: string): AgentKpi => ({
  from,
  to,
  rebateRate: 2,
  teamSize: 203,
  levels: {
    A: figures({ members: 20, newMembers: 1, activeMembers: 12, deposits: 1500, withdrawals: 200, turnover: 10_000, winLoss: -850.5, commission: 31.25 }),
    B: figures({ members: 80, activeMembers: 30, turnover: 4000, winLoss: 120, commission: 8 }),
    C: figures({ members: 103, turnover: 1000, winLoss: -10, commission: 2 }),
    team: figures({ members: 203, newMembers: 1, activeMembers: 42, deposits: 1500, withdrawals: 200, turnover: 15_000, winLoss: -740.5, commission: 41.25 }),
  },
});

const downline = (over: Partial<Downline>): Downline => ({
  memberId: 10, account: 'team_a01', nickname: 'A one', level: 1, uplineAccount: 'agent', isAgent: false, rebateRate: 0.5,
  joinedAt: '2026-01-01T00:00:00Z', teamSize: 0, deposits: 100, turnover: 2000, winLoss: -150, ...over,
});

const TEAM = [
  downline({}),
  downline({ memberId: 11, account: 'subagent3', nickname: 'Sub three', isAgent: true, rebateRate: 1.6, teamSize: 30 }),
  downline({ memberId: 12, account: 'team_b01', nickname: 'B one', level: 2, uplineAccount: 'subagent3', isAgent: true, rebateRate: 1.2 }),
];

const fake = vi.hoisted(() => ({
  downlineQueries: [] as Record<string, unknown>[],
  transfers: 0,
  setRebate: undefined as unknown as (input: { memberId: number; rebateRate: number }, key: string) => unknown,
}));

vi.mock('../../src/bridge/worker', () => ({
  worker: () => ({
    agent: {
      kpi: async (period: { from: string; to: string }): Answer<AgentKpi> => ({ ok: true, value: kpi(period.from, period.to) }),
      quota: async (): Answer<AgentQuota> => ({
        ok: true,
        value: { rebateRate: 2, tiers: [{ minRate: 1.5, quota: 25, used: 4, remaining: 21 }, { minRate: 1.9, quota: 1, used: 0, remaining: 1 }] },
      }),
      links: async (): Answer<AgentLinks> => ({
        ok: true,
        value: { rebateRate: 2, links: [{ id: 1, code: 'AGT100', rebateRate: 1, memberType: 'member', registered: 3, createdAt: '2026-01-01T00:00:00Z' }] },
      }),
      downlines: async (query: Record<string, unknown>): Answer<DownlinePage> => {
        fake.downlineQueries.push(query);
        const search = String(query.search ?? '').toLowerCase();
        const list = TEAM.filter((d) => (!query.level || d.level === query.level) && (!search || d.account.includes(search) || d.nickname.toLowerCase().includes(search)));
        return { ok: true, value: { from: String(query.from), to: String(query.to), list, total: list.length, pageNo: 1, pageSize: 20 } };
      },
      setRebate: async (input: { memberId: number; rebateRate: number }, key: string) => fake.setRebate(input, key),
      transfer: async () => {
        fake.transfers += 1;
        return { ok: false, code: 'server_error', status: 500, transient: false };
      },
    },
  }),
}));

async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function signIn(type: number | null): void {
  session.info = type === null ? null : { token: 't0k3n', merchantCode: 'DEMO', userName: 'agent', type, firstTimeLogin: false };
  session.userKey = type === null ? '' : 'user-agent';
}

async function open(path = href('agentHome')): Promise<HTMLElement> {
  const { container } = await render(routed(AgentHomePage, path));
  return container;
}

const text = (container: HTMLElement, testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent;
const buttonNamed = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name);
const inputLabelled = (container: HTMLElement, label: RegExp) => {
  const found = [...container.querySelectorAll('label')].find((l) => label.test(l.textContent ?? ''));
  return document.getElementById(found?.htmlFor ?? '') as HTMLInputElement;
};

beforeAll(async () => {
  await startEnglish();
});
beforeEach(async () => {
  fake.downlineQueries.length = 0;
  fake.transfers = 0;
  appState.online = true;
  toasts.current = null;
  await db.member.clear();
});
afterEach(() => {
  unmountAll();
  signIn(null);
});

describe('agent home: the gate', () => {
  it('sends a visitor to log in with the agent sign-in toast', async () => {
    signIn(null);
    await open();
    await waitFor(() => expect(location.pathname).toBe(href('login')));
    expect(toasts.current?.key).toBe('agent_login_required');
  });

  it('offers a trial guest (type 4) registering, its way in, instead of the agent pages', async () => {
    signIn(4);
    const container = await open();
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).not.toBeNull());
    expect(document.querySelector('[role="alertdialog"]')!.textContent).toContain('Register');
    expect(container.querySelector('[data-testid="agent-only"]')).toBeNull();
    expect(container.querySelector('[data-testid="agent-home"]')).toBeNull();
  });

  for (const type of [0, 40]) {
    it(`tells a member of type ${type} the pages are for agents`, async () => {
      signIn(type);
      const container = await open();
      await waitFor(() => expect(container.querySelector('[data-testid="agent-only"]')).not.toBeNull());
      expect(text(container, 'agent-only')).toContain('These pages are for agents.');
      expect(container.querySelector('[data-testid="agent-home"]')).toBeNull();
      expect(location.pathname).toBe(href('agentHome'));
    });
  }

  it('opens for an agent (type 1), with the three tabs as a tablist', async () => {
    signIn(1);
    const container = await open();
    await waitFor(() => expect(container.querySelector('[data-testid="agent-home"]')).not.toBeNull());
    const tabs = [...byLabel(container, 'Agent sections').querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Team', 'Links']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });
});

describe('agent home: overview', () => {
  it('shows the team at a glance and one level’s figures, the whole team first', async () => {
    signIn(1);
    const container = await open();
    await waitFor(() => expect(text(container, 'kpi-team-size')).toBe('203'));
    expect(text(container, 'kpi-own-rate')).toBe('2.00%');
    expect(text(container, 'kpi-commission-total')).toBe('41.25');
    expect(text(container, 'kpi-members')).toBe('203');
    expect(text(container, 'kpi-win-loss')).toBe('-740.50');
    expect(container.querySelector('[data-testid="kpi-win-loss"]')!.className).toContain('--down');

    await click(buttonNamed(container, 'Level A')!);
    expect(container.querySelector('[data-testid="agent-kpi"]')!.getAttribute('data-level')).toBe('A');
    expect(text(container, 'kpi-members')).toBe('20');
    expect(text(container, 'kpi-turnover')).toBe('10,000.00');
    expect(text(container, 'kpi-deposits')).toBe('1,500.00');
    await click(buttonNamed(container, 'Level B')!);
    expect(text(container, 'kpi-win-loss')).toBe('+120.00');
    expect(container.querySelector('[data-testid="kpi-win-loss"]')!.className).toContain('--up');
  });

  it('links to the three contract pages', async () => {
    signIn(1);
    const container = await open();
    await waitFor(() => expect(container.querySelector('nav[aria-label="Contracts"]')).not.toBeNull());
    const links = [...container.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Contracts"] a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([href('agentSalaryContract'), href('agentDividendContract'), href('agentHourContract')]);
  });
});

describe('agent home: team', () => {
  it('asks the server for the search only after the pause in typing; the level chips narrow', async () => {
    signIn(1);
    const container = await open(href('agentHome', { tab: 'team' }));
    await waitFor(() => expect(container.querySelectorAll('[data-testid="agent-downline"]')).toHaveLength(3));
    const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    await type(search, 's');
    await type(search, 'sub');
    await waitFor(() => expect(container.querySelectorAll('[data-testid="agent-downline"]')).toHaveLength(1));
    expect(container.querySelector('[data-testid="agent-downline"]')!.getAttribute('data-account')).toBe('subagent3');
    // Only the committed text went to the server, not each keystroke.
    expect(fake.downlineQueries.map((q) => q.search ?? '')).toEqual(['', 'sub']);

    await type(search, '');
    await waitFor(() => expect(container.querySelectorAll('[data-testid="agent-downline"]')).toHaveLength(3));
    await click(buttonNamed(container, 'Level B')!);
    await waitFor(() => expect(container.querySelectorAll('[data-testid="agent-downline"]')).toHaveLength(1));
    expect(fake.downlineQueries.at(-1)?.level).toBe(2);
  });

  it('offers "Set rebate" only on direct downlines', async () => {
    signIn(1);
    const container = await open(href('agentHome', { tab: 'team' }));
    await waitFor(() => expect(container.querySelectorAll('[data-testid="agent-downline"]')).toHaveLength(3));
    const rows = [...container.querySelectorAll<HTMLElement>('[data-testid="agent-downline"]')];
    for (const row of rows) await click(row.querySelector('button[aria-expanded]')!);
    const actions = rows.map((row) => [...row.querySelectorAll('.agent-downline__actions button')].map((b) => b.textContent));
    expect(actions[0]).toEqual(['Set rebate', 'Transfer', 'P&L report']);
    expect(actions[2]).toEqual(['Transfer', 'P&L report']);
  });

  it('shows the server’s refusal next to the rate form and keeps the rate typed', async () => {
    fake.setRebate = async () => ({ ok: false, code: ERROR_CODE.rebateBelowDownline, status: 422, transient: false });
    signIn(1);
    const container = await open(href('agentHome', { tab: 'team' }));
    await waitFor(() => expect(container.querySelectorAll('[data-testid="agent-downline"]')).toHaveLength(3));
    const row = container.querySelector<HTMLElement>('[data-account="subagent3"]')!;
    await click(row.querySelector('button[aria-expanded]')!);
    await click(buttonNamed(row, 'Set rebate')!);
    const rate = inputLabelled(row, /^Rebate rate/);
    expect(rate.value).toBe('1.60');
    await type(rate, '0.10');
    await click(buttonNamed(row, 'Save rate')!);
    await waitFor(() => expect(text(row, 'agent-rebate-message')).toBe('This downline already gives its own downlines a higher rate: it cannot go below that.'));
    expect(rate.value).toBe('0.10');

    // Above the agent's own rate: said before anything is sent.
    let sent = 0;
    fake.setRebate = async () => ((sent += 1), { ok: true, value: { memberId: 11, rebateRate: 2.5 } });
    await type(rate, '2.5');
    await click(buttonNamed(row, 'Save rate')!);
    expect(row.textContent).toContain('The rate cannot be above your own rate.');
    expect(sent).toBe(0);
  });

  it('offline, a transfer says a connection is needed, sends nothing and keeps the amount', async () => {
    signIn(1);
    await db.member.put({ userKey: 'user-agent', id: 2, type: 1, nickname: 'Agent', account: 'agent', labelName: '', sumBalance: 888.5, unreadMail: 0, unreadAnnouncements: 0, unreadChat: 0, updatedAt: 0 });
    const container = await open(href('agentHome', { tab: 'team' }));
    await waitFor(() => expect(container.querySelectorAll('[data-testid="agent-downline"]')).toHaveLength(3));
    const row = container.querySelector<HTMLElement>('[data-account="team_a01"]')!;
    await click(row.querySelector('button[aria-expanded]')!);
    await click(buttonNamed(row, 'Transfer')!);
    await waitFor(() => expect(row.textContent).toContain('Your main wallet: 888.50'));
    const amount = inputLabelled(row, /^Amount/);
    await type(amount, '5');
    await act(async () => void (appState.online = false));
    expect(text(container, 'agent-offline')).toContain('You are offline');
    await click(buttonNamed(row, 'Send to team_a01')!);
    expect(text(row, 'agent-transfer-message')).toContain('This needs a connection.');
    expect(amount.value).toBe('5');
    expect(fake.transfers).toBe(0);
  });
});

describe('agent home: links', () => {
  it('shows the quota, each link’s register URL with a named QR code, and the new-link form', async () => {
    signIn(1);
    const container = await open(href('agentHome', { tab: 'links' }));
    await waitFor(() => expect(container.querySelectorAll('[data-testid="agent-link"]')).toHaveLength(1));
    expect(text(container, 'agent-link-url')).toBe(`${location.origin}${href('register')}?affiliateCode=AGT100`);
    const qr = byLabel(container, 'QR code of the link AGT100');
    expect(qr.getAttribute('role')).toBe('img');
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(text(container, 'agent-link-registered')).toBe('3 joined');
    expect([...container.querySelectorAll('[data-testid="agent-quota-tier"]')].map((row) => row.textContent)).toEqual(['≥ 1.50%4 of 2521', '≥ 1.90%0 of 11']);
    expect(byLabel(container, 'New link').tagName).toBe('FORM');
  });
});
