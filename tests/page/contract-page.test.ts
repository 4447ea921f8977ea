// @vitest-environment jsdom
/**
 * The contract pages rendered for real (jsdom, the English catalogue) with a stand-in worker
 * whose answers the test writes: the kind from the route, the gate, the request with Accept (and
 * Accept offline sending nothing), the active contract with what it paid, the empty states, the
 * last copy marked offline, and the tier editor: its checks beside the fields, nothing sent while
 * a check fails, the server's refusals in words, and the proposal made.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract, ContractKind, ContractOverview, ContractPayment, ContractTeamRow } from '../../src/api/agent-wire';
import { ERROR_CODE } from '../../src/api/error-codes';
import ContractPage from '../../src/features/contracts/ContractPage';
import { appState } from '../../src/state/app';
import { session } from '../../src/state/session';
import { toasts } from '../../src/state/toasts';
import { click, render, routed, startEnglish, unmountAll, waitFor } from './render/render';
import { href } from '../../src/routes';

type Failure = { ok: false; code: string; status: number; transient: boolean };
type Answer<T> = { ok: true; value: T } | Failure;

const contract = (over: Partial<Contract>): Contract => ({
  id: 1,
  kind: 'salary',
  state: 'active',
  upline: { memberId: 1, account: 'agent' },
  downline: { memberId: 2, account: 'subagent' },
  tiers: [{ minTurnover: 0, minActive: 1, rate: 1 }],
  proposedAt: '2026-03-01T08:00:00.000Z',
  decidedAt: '2026-03-01T09:00:00.000Z',
  ...over,
});

const payment = (over: Partial<ContractPayment>): ContractPayment => ({
  id: 1, contractId: 1, periodKey: '2026-03-04', periodStart: '2026-03-04T00:00:00.000Z', periodEnd: '2026-03-05T00:00:00.000Z',
  turnover: 1234.5, activeMembers: 7, netLoss: 0, rate: 1, amount: 12.34, paidAt: '2026-03-05T00:05:00.000Z', ...over,
});

const teamRow = (over: Partial<ContractTeamRow>): ContractTeamRow => ({
  downline: { memberId: 30, account: 'team_b01', nickname: 'B one' }, active: null, pending: null, paidTotal: 0, ...over,
});

const overview = (kind: ContractKind, over: Partial<ContractOverview['mine']> = {}, team: ContractTeamRow[] = [], offer = { maxOffer: 3, siteCap: 3 }): ContractOverview => ({
  kind,
  mine: { active: null, pending: null, payments: [], paidTotal: 0, ...over },
  team,
  ...offer,
});

const fake = vi.hoisted(() => ({
  overviews: {} as Record<string, unknown>,
  overviewCalls: [] as string[],
  answers: [] as { contractId: number; accept: boolean; key: string }[],
  proposals: [] as { input: unknown; key: string }[],
  answerResult: null as unknown,
  proposeResults: [] as unknown[],
}));

vi.mock('../../src/bridge/worker', () => ({
  worker: () => ({
    contracts: {
      overview: async (kind: string) => {
        fake.overviewCalls.push(kind);
        return fake.overviews[kind] ?? { ok: false, code: 'offline', status: 0, transient: true };
      },
      answer: async (contractId: number, accept: boolean, key: string) => {
        fake.answers.push({ contractId, accept, key });
        return fake.answerResult;
      },
      propose: async (input: unknown, key: string) => {
        fake.proposals.push({ input, key });
        return fake.proposeResults.shift();
      },
    },
  }),
}));

function serve(kind: ContractKind, value: ContractOverview | Failure): void {
  fake.overviews[kind] = 'ok' in value ? value : ({ ok: true, value } satisfies Answer<ContractOverview>);
}

function signIn(type: number | null, userName = 'subagent'): void {
  session.info = type === null ? null : { token: 't0k3n', merchantCode: 'DEMO', userName, type, firstTimeLogin: false };
  session.userKey = type === null ? '' : `user-${userName}`;
}

async function open(path: string): Promise<HTMLElement> {
  const { container } = await render(routed(ContractPage, path));
  return container;
}

async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const byTestId = (root: ParentNode, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const allByTestId = (root: ParentNode, id: string) => [...root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
const button = (root: ParentNode, name: string) => {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};
const editor = () => document.querySelector<HTMLElement>('[data-popup="contract-editor"]');
const field = (name: string) => editor()!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const fieldError = (name: string) => {
  const input = field(name);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

beforeAll(async () => {
  await startEnglish();
});
beforeEach(() => {
  fake.overviews = {};
  fake.overviewCalls = [];
  fake.answers = [];
  fake.proposals = [];
  fake.answerResult = null;
  fake.proposeResults = [];
  appState.online = true;
  toasts.current = null;
  sessionStorage.clear();
});
afterEach(() => {
  unmountAll();
  signIn(null);
});

describe('contract pages', () => {
  it('take the kind from the route: title, what the rate is of, and the kind marked', async () => {
    signIn(1);
    serve('dividend', overview('dividend', { active: contract({ kind: 'dividend', tiers: [{ minTurnover: 0, minActive: 0, rate: 20 }] }) }));
    const page = await open(href('agentDividendContract'));
    await waitFor(() => expect(byTestId(page, 'contract-active')).not.toBeNull());
    expect(fake.overviewCalls).toEqual(['dividend']);
    expect(page.querySelector('h2')?.textContent).toBe('Dividend contract');
    expect(byTestId(page, 'contract-page')?.dataset.kind).toBe('dividend');
    expect(page.textContent).toContain('net loss (stakes minus payouts)');
    expect(byTestId(page, 'contract-tiers')?.querySelectorAll('th')[2]?.textContent).toBe('Rate of net loss');
    expect(page.querySelector('[aria-current="page"]')?.textContent).toBe('Dividend');
    const links = [...page.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([href('agentSalaryContract'), href('agentDividendContract'), href('agentHourContract')]);
  });

  it('are closed to members who may not hold a contract, and send a visitor to sign in', async () => {
    for (const memberType of [0, 40, 41, 42]) {
      signIn(memberType);
      const page = await open(href('agentSalaryContract'));
      await waitFor(() => expect(byTestId(page, 'agent-only')).not.toBeNull());
      expect(byTestId(page, 'contract-page')).toBeNull();
      unmountAll();
    }
    expect(fake.overviewCalls).toEqual([]);
    signIn(null);
    await open(href('agentSalaryContract'));
    await waitFor(() => expect(location.pathname).toBe(href('login')));
  });

  it('show the request with its upline and tiers; Accept answers it and the contract shows active', async () => {
    signIn(1);
    const pending = contract({ id: 7, kind: 'hourly', state: 'pending', decidedAt: null, tiers: [{ minTurnover: 100, minActive: 2, rate: 0.5 }, { minTurnover: 1000, minActive: 5, rate: 0.8 }] });
    serve('hourly', overview('hourly', { pending }));
    const page = await open(href('agentHourContract'));
    await waitFor(() => expect(byTestId(page, 'contract-pending')).not.toBeNull());
    const card = byTestId(page, 'contract-pending')!;
    expect(card.textContent).toContain('New terms from agent');
    expect(allByTestId(card, 'contract-tier').map((row) => row.textContent)).toEqual(['100.0020.50%', '1,000.0050.80%']);
    expect(byTestId(page, 'contract-mine-none')).toBeNull();

    fake.answerResult = { ok: true, value: { ...pending, state: 'active', decidedAt: '2026-03-02T00:00:00.000Z' } };
    serve('hourly', overview('hourly', { active: { ...pending, state: 'active', decidedAt: '2026-03-02T00:00:00.000Z' } }));
    await click(button(card, 'Accept'));
    expect(fake.answers).toHaveLength(1);
    expect(fake.answers[0]).toMatchObject({ contractId: 7, accept: true });
    expect(fake.answers[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(byTestId(page, 'contract-active')).not.toBeNull());
    expect(byTestId(page, 'contract-pending')).toBeNull();
    expect(byTestId(page, 'contract-done')?.textContent).toBe('Accepted: these terms are now active.');
    expect(byTestId(page, 'contract-payments-empty')).not.toBeNull();
  });

  it('offline, Accept sends nothing and says a connection is needed; the request stays', async () => {
    signIn(1);
    serve('hourly', overview('hourly', { pending: contract({ id: 7, kind: 'hourly', state: 'pending', decidedAt: null }) }));
    const page = await open(href('agentHourContract'));
    await waitFor(() => expect(byTestId(page, 'contract-pending')).not.toBeNull());
    await act(async () => {
      appState.online = false;
    });
    expect(byTestId(page, 'contract-last-copy')?.textContent).toBe('Offline: this is the last copy this device saw.');
    await click(button(page, 'Accept'));
    expect(fake.answers).toEqual([]);
    expect(byTestId(page, 'contract-answer-message')?.textContent).toBe('This needs a connection: try again when you are back online.');
    expect(byTestId(page, 'contract-pending')).not.toBeNull();
  });

  it('show a refused answer in words and the terms as they are now', async () => {
    signIn(1);
    serve('salary', overview('salary', { pending: contract({ id: 9, state: 'pending', decidedAt: null }) }));
    const page = await open(href('agentSalaryContract'));
    await waitFor(() => expect(byTestId(page, 'contract-pending')).not.toBeNull());
    fake.answerResult = { ok: false, code: ERROR_CODE.contractNotPending, status: 409, transient: false };
    await click(button(page, 'Reject'));
    expect(fake.answers[0]).toMatchObject({ contractId: 9, accept: false });
    await waitFor(() => expect(byTestId(page, 'contract-answer-message')?.textContent).toBe('These terms were already answered or replaced: the page shows them as they are now.'));
    expect(fake.overviewCalls.length).toBeGreaterThan(1);
  });

  it('name the site as the party of a contract the site itself granted', async () => {
    signIn(1, 'agent');
    serve('salary', overview('salary', { active: contract({ upline: null, downline: { memberId: 1, account: 'agent' } }) }));
    const page = await open(href('agentSalaryContract'));
    await waitFor(() => expect(byTestId(page, 'contract-active')).not.toBeNull());
    expect(byTestId(page, 'contract-active')?.getAttribute('aria-label')).toBe('Active contract with the site');
    expect(byTestId(page, 'contract-active')?.querySelector('h4')?.textContent).toBe('Active contract with the site');
  });

  it('show what the active contract paid: the total and each period with its figures', async () => {
    signIn(1);
    serve(
      'salary',
      overview('salary', {
        active: contract({ tiers: [{ minTurnover: 0, minActive: 1, rate: 1 }, { minTurnover: 5000, minActive: 10, rate: 1.5 }] }),
        payments: [payment({ id: 2, periodKey: '2026-03-04', amount: 12.34 }), payment({ id: 1, periodKey: '2026-03-03', periodStart: '2026-03-03T00:00:00.000Z', periodEnd: '2026-03-04T00:00:00.000Z', turnover: 0, activeMembers: 0, rate: 0, amount: 0 })],
        paidTotal: 1012.34,
      }),
    );
    const page = await open(href('agentSalaryContract'));
    await waitFor(() => expect(byTestId(page, 'contract-payments')).not.toBeNull());
    expect(byTestId(page, 'contract-tiers')?.querySelectorAll('th')[2]?.textContent).toBe('Rate of turnover');
    expect(byTestId(page, 'contract-paid-total')?.textContent).toBe('1,012.34');
    const rows = allByTestId(page, 'contract-payment');
    expect(rows.map((row) => row.dataset.period)).toEqual(['2026-03-04', '2026-03-03']);
    expect(rows[0]!.textContent).toContain('Mar 4, 2026');
    expect(byTestId(rows[0]!, 'contract-payment-amount')?.textContent).toBe('+12.34');
    expect(rows[0]!.textContent).toContain('Turnover 1,234.50');
    expect(rows[0]!.textContent).toContain('Active 7');
    expect(rows[0]!.textContent).toContain('Rate 1.00%');
    expect(rows[0]!.textContent).not.toContain('Net loss');
    expect(byTestId(rows[1]!, 'contract-payment-amount')?.textContent).toBe('0.00');
    expect(rows[1]!.textContent).toContain('No tier met');
  });

  it('with no contract say the upline proposes the terms; with no downline agents, that there is no one to offer one to', async () => {
    signIn(1);
    serve('salary', overview('salary'));
    const page = await open(href('agentSalaryContract'));
    await waitFor(() => expect(byTestId(page, 'contract-mine-none')).not.toBeNull());
    expect(byTestId(page, 'contract-mine-none')?.textContent).toContain('Your upline proposes the terms');
    expect(byTestId(page, 'contract-payments')).toBeNull();
    expect(byTestId(page, 'contract-team-none')).not.toBeNull();
  });

  it('opened offline and never seen: why there is nothing, and a retry', async () => {
    signIn(1);
    const page = await open(href('agentSalaryContract'));
    await waitFor(() => expect(byTestId(page, 'contract-load-note')).not.toBeNull());
    expect(byTestId(page, 'contract-load-note')?.textContent).toContain('Offline, and this page has not been opened here before.');
    serve('salary', overview('salary'));
    await click(button(page, 'Try again'));
    await waitFor(() => expect(byTestId(page, 'contract-mine-none')).not.toBeNull());
  });
});

describe('team contracts and the tier editor', () => {
  const TEAM = [
    teamRow({ downline: { memberId: 30, account: 'team_b01', nickname: 'B one' } }),
    teamRow({ downline: { memberId: 31, account: 'team_b02', nickname: 'B two' }, active: contract({ id: 3, tiers: [{ minTurnover: 0, minActive: 1, rate: 0.8 }] }), paidTotal: 45.5 }),
    teamRow({ downline: { memberId: 32, account: 'team_b03', nickname: '' }, pending: contract({ id: 4, state: 'pending', decidedAt: null, tiers: [{ minTurnover: 2500, minActive: 3, rate: 1.5 }] }) }),
  ];

  async function teamPage(): Promise<HTMLElement> {
    signIn(1, 'subagent');
    serve('salary', overview('salary', {}, TEAM));
    const page = await open(href('agentSalaryContract'));
    await waitFor(() => expect(allByTestId(page, 'contract-team-row')).toHaveLength(3));
    return page;
  }

  it('say how much may be offered; without a contract of its own, that there is nothing to offer, with Propose off', async () => {
    const page = await teamPage();
    expect(byTestId(page, 'contract-offer-limit')?.textContent).toBe("You may offer up to 3.00%: no more than your own contract of this kind pays, within the site's cap of 3.00%.");
    unmountAll();
    serve('salary', overview('salary', {}, TEAM, { maxOffer: 0, siteCap: 0.76 }));
    const none = await open(href('agentSalaryContract'));
    await waitFor(() => expect(allByTestId(none, 'contract-team-row')).toHaveLength(3));
    expect(byTestId(none, 'contract-offer-limit')?.textContent).toBe("You hold no contract of this kind, so you have none to offer (the site's cap is 0.76%).");
    for (const row of allByTestId(none, 'contract-team-row')) expect(row.querySelector<HTMLButtonElement>('.contract-team__propose')?.disabled).toBe(true);
  });

  it('list each downline agent with its status from me, what it was paid, and Propose or Propose new terms', async () => {
    const page = await teamPage();
    const [first, second, third] = allByTestId(page, 'contract-team-row');
    expect(first!.textContent).toContain('No contract');
    expect(button(first!, 'Propose')).toBeTruthy();
    expect(byTestId(second!, 'contract-team-active')?.textContent).toBe('Active · up to 0.80%');
    expect(second!.textContent).toContain('Paid 45.50');
    expect(button(second!, 'Propose new terms')).toBeTruthy();
    expect(byTestId(third!, 'contract-team-pending')?.textContent).toBe('Waiting for an answer');
    expect(third!.querySelector('strong')?.textContent).toBe('team_b03');
  });

  it('check the tiers beside each field and send nothing while a check fails', async () => {
    const page = await teamPage();
    await click(button(allByTestId(page, 'contract-team-row')[0]!, 'Propose'));
    expect(editor()?.querySelector('h2')?.textContent).toBe('Terms for team_b01');
    expect(editor()!.querySelectorAll('[data-testid="tier-row"]')).toHaveLength(1);
    await click(button(editor()!, 'Send proposal'));
    expect(fieldError('minTurnover-1')).toBe('Required');
    expect(fieldError('rate-1')).toBe('Required');

    await type(field('minTurnover-1'), '100000000.01');
    await type(field('minActive-1'), '100001');
    await type(field('rate-1'), '3.5');
    await click(button(editor()!, 'Send proposal'));
    expect(fieldError('minTurnover-1')).toBe('At most 100,000,000');
    expect(fieldError('minActive-1')).toBe('At most 100,000');
    expect(fieldError('rate-1')).toBe('At most 3.00%');
    await type(field('minTurnover-1'), '0');
    await type(field('minActive-1'), '1');
    expect(fieldError('minTurnover-1')).toBeNull();

    await click(button(editor()!, 'Add a tier'));
    await type(field('rate-1'), '1');
    await type(field('minTurnover-2'), '500');
    await type(field('minActive-2'), '0');
    await type(field('rate-2'), '0.5');
    expect(fieldError('minActive-2')).toBe('Not below the tier above');
    expect(fieldError('rate-2')).toBe('More than the tier above');
    await click(button(editor()!, 'Send proposal'));
    expect(fake.proposals).toEqual([]);

    // Removing the second tier leaves terms that pass; the last tier cannot be removed.
    await click(editor()!.querySelector('[aria-label="Remove tier 2"]')!);
    expect(editor()!.querySelectorAll('[data-testid="tier-row"]')).toHaveLength(1);
    expect(editor()!.querySelector<HTMLButtonElement>('[aria-label="Remove tier 1"]')?.disabled).toBe(true);
  });

  it('add at most five tiers and start new terms from the pending ones', async () => {
    const page = await teamPage();
    await click(button(allByTestId(page, 'contract-team-row')[2]!, 'Propose new terms'));
    expect(field('minTurnover-1').value).toBe('2500');
    expect(field('minActive-1').value).toBe('3');
    expect(field('rate-1').value).toBe('1.50');
    for (let i = 0; i < 4; i++) await click(button(editor()!, 'Add a tier'));
    expect(editor()!.querySelectorAll('[data-testid="tier-row"]')).toHaveLength(5);
    expect(button(editor()!, 'Add a tier').disabled).toBe(true);
  });

  it('show each server refusal in words with the tiers kept, then make the proposal once it goes through', async () => {
    const page = await teamPage();
    await click(button(allByTestId(page, 'contract-team-row')[0]!, 'Propose'));
    await type(field('minTurnover-1'), '0');
    await type(field('minActive-1'), '1');
    await type(field('rate-1'), '2.5');
    const refusals: [string, string][] = [
      [ERROR_CODE.contractAboveOwn, 'A rate is above what you may offer: no more than the cap, nor than your own contract of this kind pays.'],
      [ERROR_CODE.contractNoneToGive, 'You hold no contract of this kind, so you cannot offer one.'],
      [ERROR_CODE.contractAboveSiteCap, "A rate is above the site's cap for this kind of contract."],
      [ERROR_CODE.contractSameOwner, 'This downline shares a bank card with you: you cannot offer a contract to yourself.'],
      [ERROR_CODE.downlineNotAgent, 'This member is not an agent: contracts are for agents only.'],
      [ERROR_CODE.notYourDownline, 'This member is not your direct downline.'],
      [ERROR_CODE.invalidParameter, 'Some figures were not accepted: check the tiers and try again.'],
    ];
    for (const [code, text] of refusals) {
      fake.proposeResults.push({ ok: false, code, status: 422, transient: false });
      await click(button(editor()!, 'Send proposal'));
      await waitFor(() => expect(editor()?.querySelector('[role="alert"]')?.textContent).toBe(text));
      expect(field('rate-1').value).toBe('2.5');
    }
    expect(fake.proposals).toHaveLength(refusals.length);
    // A definitive refusal ends that operation: the next send is a new one, with a new key.
    expect(new Set(fake.proposals.map((p) => p.key)).size).toBe(refusals.length);
    expect(fake.proposals[0]!.input).toEqual({ kind: 'salary', memberId: 30, tiers: [{ minTurnover: 0, minActive: 1, rate: 2.5 }] });

    // No answer came back: the retry carries the same key, so the server makes it once.
    fake.proposeResults.push({ ok: false, code: ERROR_CODE.timeout, status: 0, transient: true });
    await click(button(editor()!, 'Send proposal'));
    await waitFor(() => expect(editor()?.querySelector('[role="alert"]')?.textContent).toContain('No answer came back'));
    fake.proposeResults.push({ ok: true, value: contract({ id: 11, state: 'pending', decidedAt: null }) });
    serve('salary', overview('salary', {}, [teamRow({ pending: contract({ id: 11, state: 'pending', decidedAt: null }) }), ...TEAM.slice(1)]));
    await click(button(editor()!, 'Send proposal'));
    const [timedOut, made] = fake.proposals.slice(-2);
    expect(made!.key).toBe(timedOut!.key);
    await waitFor(() => expect(editor()).toBeNull());
    expect(byTestId(page, 'contract-proposed')?.textContent).toBe('Terms sent to team_b01: they wait for the answer.');
    await waitFor(() => expect(byTestId(allByTestId(page, 'contract-team-row')[0]!, 'contract-team-pending')).not.toBeNull());
  });

  it('offline, a proposal sends nothing and keeps the tiers', async () => {
    const page = await teamPage();
    await click(button(allByTestId(page, 'contract-team-row')[0]!, 'Propose'));
    await type(field('minTurnover-1'), '0');
    await type(field('minActive-1'), '1');
    await type(field('rate-1'), '1');
    await act(async () => {
      appState.online = false;
    });
    await click(button(editor()!, 'Send proposal'));
    expect(fake.proposals).toEqual([]);
    expect(editor()?.querySelector('[role="alert"]')?.textContent).toBe('This needs a connection. What you entered is kept: try again when you are back online.');
    expect(field('rate-1').value).toBe('1');
  });
});
