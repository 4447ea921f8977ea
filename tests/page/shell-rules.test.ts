import { describe, expect, it } from 'vitest';
import type { Whitelabel } from '../../src/api/system-wire';
import {
  betRecordAction,
  isAgent,
  isInstalledApp,
  showDownloadApp,
  showReferral,
  showVipBenefits,
  sideMenuGates,
  unreadBadge,
  unreadMailOf,
} from '../../src/access/rules';

const flags = (on: Partial<Whitelabel>): Partial<Whitelabel> => on;
const browser = { standalone: false, nativeWrapper: false };
const member = (type: number) => ({ token: 't0k3n', type });
const visitor = {};

describe('roles (SPEC §6)', () => {
  it('treats types 0, 4 and 40 as non-agents and any other member type as an agent', () => {
    expect([0, 4, 40].map((type) => isAgent(member(type)))).toEqual([false, false, false]);
    expect([1, 2, 41, 99].map((type) => isAgent(member(type)))).toEqual([true, true, true, true]);
    expect(isAgent(visitor)).toBe(false);
  });

  it('shows referral to visitors, and to non-agents only when the REFERRAL promo is on', () => {
    expect(showReferral(visitor, undefined)).toBe(true);
    expect(showReferral(member(0), flags({ REFERRAL: true }))).toBe(true);
    expect(showReferral(member(40), flags({ REFERRAL: false }))).toBe(false);
    expect(showReferral(member(1), flags({ REFERRAL: true }))).toBe(false);
  });

  it('sends a visitor to login for the bet record, and asks a member without the flag to contact service', () => {
    expect(betRecordAction(visitor, flags({ TRANSBETREPMEM3: true }))).toBe('login');
    expect(betRecordAction(member(0), flags({ TRANSBETREPMEM3: false }))).toBe('contact');
    expect(betRecordAction(member(0), undefined)).toBe('contact');
    expect(betRecordAction(member(0), flags({ TRANSBETREPMEM3: true }))).toBe('open');
  });

  it('shows VIP benefits to signed-in members but not to trial guests or visitors', () => {
    expect(showVipBenefits(member(0))).toBe(true);
    expect(showVipBenefits(member(4))).toBe(false);
    expect(showVipBenefits(visitor)).toBe(false);
  });
});

describe('installed app (SPEC §2 download entries)', () => {
  it('hides the download app entries in display-mode standalone or a native wrapper', () => {
    expect(showDownloadApp(browser)).toBe(true);
    expect(showDownloadApp({ standalone: true, nativeWrapper: false })).toBe(false);
    expect(showDownloadApp({ standalone: false, nativeWrapper: true })).toBe(false);
    expect(isInstalledApp({ standalone: true, nativeWrapper: true })).toBe(true);
  });
});

describe('side menu gates (SPEC §2 "Side menu")', () => {
  const all = flags({ MANPLAYREB3: true, REWCEN3: true, REFERRAL: true, TRANSBETREPMEM3: true });

  it('follows MANPLAYREB3 and REWCEN3 for rebate and reward centre', () => {
    const on = sideMenuGates({ viewer: member(0), whitelabel: all, vipShown: true, ...browser });
    expect(on).toMatchObject({ rebate: true, rewardCenter: true, vipBenefits: true, referral: true, downloadApp: true });
    const off = sideMenuGates({ viewer: member(0), whitelabel: {}, vipShown: false, ...browser });
    expect(off).toMatchObject({ rebate: false, rewardCenter: false, vipBenefits: false, referral: false });
  });

  it('offers sign out only with a session', () => {
    expect(sideMenuGates({ viewer: visitor, whitelabel: all, vipShown: false, ...browser }).signOut).toBe(false);
    expect(sideMenuGates({ viewer: member(0), whitelabel: all, vipShown: false, ...browser }).signOut).toBe(true);
  });

  it('reads a missing whitelabel row as every flag off', () => {
    const gates = sideMenuGates({ viewer: member(0), whitelabel: undefined, vipShown: false, ...browser });
    expect(gates).toMatchObject({ rebate: false, rewardCenter: false, referral: false, betRecord: true });
  });

  it('hides download app inside an installed app', () => {
    const gates = sideMenuGates({ viewer: visitor, whitelabel: all, vipShown: false, standalone: true, nativeWrapper: false });
    expect(gates.downloadApp).toBe(false);
  });
});

describe('mail badge (SPEC §2)', () => {
  it('shows the count up to 99 and 99+ above 99, nothing at zero', () => {
    expect(unreadBadge(0)).toBe('');
    expect(unreadBadge(undefined)).toBe('');
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it('reads the unread count defensively from a member row that may not carry it', () => {
    expect(unreadMailOf(undefined)).toBe(0);
    expect(unreadMailOf({ sumBalance: 1 })).toBe(0);
    expect(unreadMailOf({ unreadMail: '3' })).toBe(0);
    expect(unreadMailOf({ unreadMail: 7 })).toBe(7);
  });
});
