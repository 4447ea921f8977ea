// @vitest-environment jsdom
/**
 * The home contract alert rendered for real (jsdom, the English catalogue) with a stand-in worker:
 * asked only for members who may hold a contract, shown only when something waits, naming the
 * kinds; Go leads to the first pending kind's page (salary, dividend, hourly); Cancel keeps it away
 * for the visit and that set of kinds; a failed or offline check shows nothing.
 */
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractRequests } from '../../src/api/agent-wire';
import ContractAlert from '../../src/features/home/ContractAlert';
import { session } from '../../src/state/session';
import { click, render, startEnglish, unmountAll, waitFor } from './render/render';
import { href } from '../../src/routes';

const fake = vi.hoisted(() => ({
  calls: 0,
  answer: null as unknown,
}));

vi.mock('../../src/bridge/worker', () => ({
  worker: () => ({
    contracts: {
      requests: async () => {
        fake.calls += 1;
        return fake.answer;
      },
    },
  }),
}));

const flags = (over: Partial<ContractRequests>): ContractRequests => ({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false, ...over });
const pending = (over: Partial<ContractRequests>) => {
  fake.answer = { ok: true, value: flags(over) };
};

function signIn(type: number | null, userName = 'subagent'): void {
  session.info = type === null ? null : { token: 't0k3n', merchantCode: 'DEMO', userName, type, firstTimeLogin: false };
  session.userKey = type === null ? '' : `user-${userName}`;
}

const alertBox = () => document.querySelector<HTMLElement>('[data-popup="contract-alert"]');
const button = (name: string) => [...(alertBox()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name)!;

/** Render home's alert and let its check (when one is made) answer and render. */
async function showHome(): Promise<void> {
  await render(createElement(ContractAlert));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

beforeAll(async () => {
  await startEnglish();
});
beforeEach(() => {
  fake.calls = 0;
  fake.answer = null;
  sessionStorage.clear();
  history.replaceState(null, '', href('home'));
});
afterEach(() => {
  unmountAll();
  signIn(null);
});

describe('the home contract alert', () => {
  it('is never asked for a visitor, a trial guest or a member who may not hold a contract', async () => {
    pending({ contracthoursalreq: true });
    for (const type of [null, 0, 4, 40, 41, 42]) {
      signIn(type);
      await showHome();
      expect(alertBox(), `type ${type}`).toBeNull();
      unmountAll();
    }
    expect(fake.calls).toBe(0);
  });

  it('waits for the restored session before it asks', async () => {
    pending({ contracthoursalreq: true });
    signIn(1);
    session.userKey = '';
    await showHome();
    expect(fake.calls).toBe(0);
    session.userKey = 'user-subagent';
    await waitFor(() => expect(alertBox()).not.toBeNull());
    expect(fake.calls).toBe(1);
  });

  it('shows nothing for an agent with nothing pending, and nothing when the check fails or is offline', async () => {
    signIn(1);
    pending({});
    await showHome();
    expect(fake.calls).toBe(1);
    expect(alertBox()).toBeNull();
    unmountAll();
    for (const code of ['offline', 'server_error', 'not_agent']) {
      fake.answer = { ok: false, code, status: code === 'offline' ? 0 : 500, transient: code !== 'not_agent' };
      await showHome();
      expect(alertBox(), code).toBeNull();
      unmountAll();
    }
  });

  it('names the pending kinds and Go leads to the first of them, per kind', async () => {
    const cases: [Partial<ContractRequests>, string, string][] = [
      [{ dailysalreqtype: true }, 'Daily salary', href('agentSalaryContract')],
      [{ divtypecompperiodreq: true }, 'Dividend', href('agentDividendContract')],
      [{ contracthoursalreq: true }, 'Hourly salary', href('agentHourContract')],
      [{ divtypecompperiodreq: true, contracthoursalreq: true }, 'Dividend, Hourly salary', href('agentDividendContract')],
      [{ dailysalreqtype: true, divtypecompperiodreq: true, contracthoursalreq: true }, 'Daily salary, Dividend, Hourly salary', href('agentSalaryContract')],
    ];
    signIn(1);
    for (const [requests, names, target] of cases) {
      history.replaceState(null, '', href('home'));
      pending(requests);
      await showHome();
      await waitFor(() => expect(alertBox()).not.toBeNull());
      expect(alertBox()!.getAttribute('role')).toBe('alertdialog');
      expect(alertBox()!.querySelector('[data-testid="contract-alert-text"]')?.textContent).toBe(`Your upline sent you terms to answer: ${names}.`);
      await click(button('Go'));
      expect(location.pathname).toBe(target);
      expect(alertBox()).toBeNull();
      unmountAll();
    }
  });

  it('Go does not hide it: back on home with the request unanswered, it shows again', async () => {
    signIn(1);
    pending({ contracthoursalreq: true });
    await showHome();
    await waitFor(() => expect(alertBox()).not.toBeNull());
    await click(button('Go'));
    unmountAll();
    history.replaceState(null, '', href('home'));
    await showHome();
    await waitFor(() => expect(alertBox()).not.toBeNull());
  });

  it('Cancel hides it for the visit; a new kind pending brings it back, and so does another member', async () => {
    signIn(1);
    pending({ contracthoursalreq: true });
    await showHome();
    await waitFor(() => expect(alertBox()).not.toBeNull());
    await click(button('Cancel'));
    expect(alertBox()).toBeNull();
    expect(location.pathname).toBe(href('home'));
    unmountAll();

    await showHome();
    expect(fake.calls).toBe(2);
    expect(alertBox()).toBeNull();
    unmountAll();

    pending({ dailysalreqtype: true, contracthoursalreq: true });
    await showHome();
    await waitFor(() => expect(alertBox()).not.toBeNull());
    unmountAll();

    signIn(1, 'subagent2');
    pending({ contracthoursalreq: true });
    await showHome();
    await waitFor(() => expect(alertBox()).not.toBeNull());
  });
});
