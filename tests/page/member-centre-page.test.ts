// @vitest-environment jsdom
/**
 * The member centre page rendered for real (jsdom, the English catalogue, Dexie on
 * fake-indexeddb): who gets which shortcut under which flags and role, where each goes, both
 * templates, the header card's masked balance, and the taps that reuse the shell's actions.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SystemStatus, Whitelabel } from '../../src/api/system-wire';
import { ALL_ON } from './whitelabel';
import { db } from '../../src/db/db';
import type { MemberRow } from '../../src/db/rows';
import MemberHomePage from '../../src/features/member/MemberHomePage';
import { session, type SessionInfo } from '../../src/state/session';
import { toasts } from '../../src/state/toasts';
import { ui } from '../../src/state/ui';
import { click, render, routed, startEnglish, unmountAll, waitFor } from './render/render';
import { href } from '../../src/routes';

const USER_KEY = 'user-1';
const row = (over: Partial<MemberRow> = {}): MemberRow => ({
  userKey: USER_KEY,
  id: 7,
  type: 0,
  nickname: 'Demo Player',
  account: 'demo',
  labelName: 'Gold',
  sumBalance: 12345.6,
  unreadMail: 120,
  unreadAnnouncements: 3,
  unreadChat: 0,
  updatedAt: 0,
  ...over,
});

async function signIn(type: number): Promise<void> {
  const info: SessionInfo = { token: 't0k3n', merchantCode: 'DEMO', userName: 'demo', type, firstTimeLogin: false };
  session.info = info;
  session.userKey = USER_KEY;
}

async function store({ whitelabel = ALL_ON, memCen = '1', member = row() }: { whitelabel?: Partial<Whitelabel>; memCen?: string; member?: MemberRow | null } = {}) {
  await db.settings.put({ key: 'whitelabel', value: whitelabel as Whitelabel, updatedAt: 0 });
  await db.settings.put({
    key: 'status',
    value: { info: { mobileTemplate: { mem_cen: memCen, dep_func: '0' } }, location: { ip: '' }, maintenance: false, regionRestriction: false } as unknown as SystemStatus,
    updatedAt: 0,
  });
  if (member) await db.member.put(member);
}

async function page(): Promise<HTMLElement> {
  const { container } = await render(routed(MemberHomePage, href('memberHome')));
  await waitFor(() => expect(container.querySelector('[data-template]')).not.toBeNull());
  // The whitelabel and member rows arrive through their own live queries.
  await waitFor(() => expect(container.querySelector('[data-testid="member-nickname"]')?.textContent).toBe('Demo Player'));
  return container;
}

const shortcutIds = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-shortcut]')].map((el) => el.dataset.shortcut);
const shortcut = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`[data-shortcut="${id}"]`);

/** jsdom has no matchMedia: a browser tab that is not the installed app. */
let standalone = false;
beforeAll(async () => {
  window.matchMedia = ((query: string) => ({ matches: standalone && query.includes('standalone'), media: query }) as MediaQueryList) as typeof window.matchMedia;
  await startEnglish();
});
beforeEach(async () => {
  // jsdom has no Worker: the VIP rank call fails and the card keeps the stored label (tested below).
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  standalone = false;
  document.documentElement.classList.remove('app');
  await Promise.all([db.settings.clear(), db.member.clear()]);
  ui.popup = null;
  ui.balanceHidden = false;
  ui.balanceRefreshing = false;
  toasts.current = null;
  history.replaceState(null, '', href('memberHome'));
});
afterEach(() => {
  vi.restoreAllMocks();
  unmountAll();
  session.info = null;
  session.userKey = '';
});

describe('member centre page', () => {
  it('shows a player the header card and every shortcut the flags allow, with their links', async () => {
    await signIn(0);
    await store();
    const container = await page();
    expect(container.querySelector('[data-testid="member-account"]')?.textContent).toBe('demo');
    expect(container.querySelector('[data-testid="member-vip"]')?.textContent).toBe('Gold');
    expect(container.querySelector('[data-testid="member-balance"]')?.textContent).toBe('12,345.60');
    expect(container.querySelector('[data-testid="member-mail-badge"]')?.textContent).toBe('99+');
    await waitFor(() => expect(shortcut(container, 'rebate')).not.toBeNull());
    expect(shortcutIds(container)).toEqual([
      'deposit', 'withdraw', 'transactions',
      'betRecords', 'rebate', 'rewardCenter', 'vip', 'referral',
      'inbox', 'liveChat', 'help', 'feedback',
      'settings', 'download', 'signOut',
    ]);
    const links = Object.fromEntries([...container.querySelectorAll<HTMLAnchorElement>('a[data-shortcut]')].map((a) => [a.dataset.shortcut, a.getAttribute('href')]));
    expect(links).toEqual({
      deposit: href('voucherCenter'),
      withdraw: href('withdraw'),
      transactions: href('wallet', { tab: 'transactions' }),
      rebate: href('manualRebate'),
      rewardCenter: href('rewardCenter'),
      vip: href('vipBenefits'),
      inbox: href('webEmail'),
      liveChat: href('liveChat'),
      help: href('help'),
      feedback: href('feedback'),
      settings: href('settings'),
      download: href('download'),
    });
    expect(shortcut(container, 'inbox')?.getAttribute('aria-label')).toBe('Mail 99+');
  });

  it('keeps the stored club label when the VIP rank call cannot answer', async () => {
    await signIn(0);
    await store({ member: row({ labelName: 'Silver' }) });
    const container = await page();
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('VIP rank unavailable; showing the stored label', expect.anything()));
    expect(container.querySelector('[data-testid="member-vip"]')?.textContent).toBe('Silver');
  });

  it('leaves out what the flags switch off', async () => {
    await signIn(0);
    await store({ whitelabel: { ...ALL_ON, MANPLAYREB3: false, REWCEN3: false, CBS3: false, REFERRAL: false } });
    const container = await page();
    await waitFor(() => expect(shortcut(container, 'deposit')).not.toBeNull());
    const ids = shortcutIds(container);
    for (const id of ['rebate', 'rewardCenter', 'liveChat', 'referral', 'agentHome']) expect(ids).not.toContain(id);
    expect(ids).toContain('betRecords');
  });

  it('gives an agent the agent entry (and no referral)', async () => {
    await signIn(1);
    await store({ member: row({ type: 1, nickname: 'Demo Player', labelName: 'Agent' }) });
    const container = await page();
    await waitFor(() => expect(shortcut(container, 'agentHome')).not.toBeNull());
    expect(shortcut(container, 'agentHome')?.getAttribute('href')).toBe(href('agentHome'));
    expect(shortcutIds(container)).not.toContain('referral');
  });

  it('hides the download inside the installed app', async () => {
    standalone = true;
    await signIn(0);
    await store();
    const container = await page();
    expect(shortcutIds(container)).not.toContain('download');
  });

  it('lays out the base template as lists and the new one as a grid', async () => {
    await signIn(0);
    await store({ memCen: '0' });
    let container = await page();
    expect(container.querySelector('[data-template]')?.getAttribute('data-template')).toBe('base');
    expect(container.querySelector('.member-shortcuts--list')).not.toBeNull();
    expect(container.querySelector('.member-shortcuts--grid')).toBeNull();
    unmountAll();
    await db.settings.update('status', { value: { info: { mobileTemplate: { mem_cen: '1' } } } as unknown as SystemStatus });
    container = await page();
    expect(container.querySelector('[data-template]')?.getAttribute('data-template')).toBe('new');
    expect(container.querySelector('.member-shortcuts--grid')).not.toBeNull();
  });

  it('masks the balance with the header’s hide switch, and while a refresh runs', async () => {
    await signIn(0);
    await store();
    const container = await page();
    const balance = () => container.querySelector('[data-testid="member-balance"]')?.textContent;
    await click(container.querySelector('[aria-label="Hide balance"]')!);
    expect(ui.balanceHidden).toBe(true);
    expect(balance()).toBe('****');
    await click(container.querySelector('[aria-label="Show balance"]')!);
    expect(balance()).toBe('12,345.60');
    ui.balanceRefreshing = true;
    await waitFor(() => expect(balance()).toBe('****'));
  });

  it('says "contact service" for bet records without TRANSBETREPMEM3, and opens them with it', async () => {
    await signIn(0);
    await store({ whitelabel: { ...ALL_ON, TRANSBETREPMEM3: false } });
    let container = await page();
    await click(shortcut(container, 'betRecords')!);
    expect(toasts.current?.key).toBe('contact_service');
    expect(location.pathname).toBe(href('memberHome'));
    unmountAll();
    await db.settings.put({ key: 'whitelabel', value: ALL_ON, updatedAt: 0 });
    container = await page();
    await waitFor(() => expect(shortcut(container, 'rebate')).not.toBeNull());
    await click(shortcut(container, 'betRecords')!);
    expect(location.pathname).toBe(href('gameRecord'));
  });

  it('asks the shell’s sign-out confirm and opens the shell’s referral popup', async () => {
    await signIn(0);
    await store();
    const container = await page();
    await click(shortcut(container, 'signOut')!);
    expect(ui.popup).toBe('logout');
    await waitFor(() => expect(shortcut(container, 'referral')).not.toBeNull());
    await click(shortcut(container, 'referral')!);
    expect(ui.popup).toBe('referral');
  });

  it('sends a visitor to the login page', async () => {
    await store();
    await render(routed(MemberHomePage, href('memberHome')));
    await waitFor(() => expect(location.pathname).toBe(href('login')));
  });

  it('keeps the trial prompt for a type-4 guest', async () => {
    await signIn(4);
    await store();
    const { container } = await render(routed(MemberHomePage, href('memberHome')));
    await waitFor(() => expect(container.querySelector('[role="alertdialog"]')).not.toBeNull());
    expect(container.querySelector('[data-template]')).toBeNull();
    expect(container.textContent).toContain('Register now');
  });

  it('with no member row on the device yet shows the session’s name and no figure', async () => {
    await signIn(0);
    await store({ member: null });
    const { container } = await render(routed(MemberHomePage, href('memberHome')));
    await waitFor(() => expect(container.querySelector('[data-testid="member-nickname"]')?.textContent).toBe('demo'));
    await waitFor(() => expect(container.querySelector('[data-testid="member-balance"]')?.textContent).toBe('–'));
    expect(container.querySelector('[data-testid="member-vip"]')?.textContent).toBe('No VIP level yet');
  });
});
