/**
 * The member centre's shortcut gating (SPEC §2 side-menu flags, §6 roles) and its template
 * switch (SPEC §4 mem_cen): pure rules, checked per flag and per role.
 */
import { describe, expect, it } from 'vitest';
import type { Whitelabel } from '../../src/api/system-wire';
import { ALL_ON } from './whitelabel';
import { shortcutGroups, visibleShortcuts, usesNewMemberTemplate, type ShortcutId } from '../../src/features/member/member-rules';

const browser = { standalone: false, nativeWrapper: false };
const player = { token: 't0k3n', type: 0 };
const agent = { token: 't0k3n', type: 1 };

const shortcuts = (over: Partial<Parameters<typeof visibleShortcuts>[0]> = {}) =>
  visibleShortcuts({ viewer: player, whitelabel: ALL_ON, ...browser, ...over });

describe('member centre shortcuts', () => {
  it('shows a player with every flag on all shortcuts but the agent entry, in the groups’ order', () => {
    const groups = shortcutGroups({ viewer: player, whitelabel: ALL_ON, ...browser });
    expect(groups).toEqual([
      { group: 'wallet', ids: ['deposit', 'withdraw', 'transactions'] },
      { group: 'play', ids: ['betRecords', 'rebate', 'rewardCenter', 'vip', 'referral'] },
      { group: 'service', ids: ['inbox', 'liveChat', 'help', 'feedback'] },
      { group: 'account', ids: ['settings', 'download', 'signOut'] },
    ]);
  });

  it.each<[keyof Whitelabel, ShortcutId]>([
    ['MANPLAYREB3', 'rebate'],
    ['REWCEN3', 'rewardCenter'],
    ['CBS3', 'liveChat'],
    ['REFERRAL', 'referral'],
  ])('hides the shortcut its flag %s switches off (%s)', (flag, id) => {
    expect(shortcuts().has(id)).toBe(true);
    expect(shortcuts({ whitelabel: { ...ALL_ON, [flag]: false } }).has(id)).toBe(false);
  });

  it('keeps the bet records without TRANSBETREPMEM3: its tap explains (the side menu’s rule)', () => {
    expect(shortcuts({ whitelabel: { ...ALL_ON, TRANSBETREPMEM3: false } }).has('betRecords')).toBe(true);
  });

  it('reads a missing whitelabel row as every flag off', () => {
    const shown = shortcuts({ whitelabel: undefined });
    for (const id of ['rebate', 'rewardCenter', 'liveChat', 'referral'] as const) expect(shown.has(id)).toBe(false);
    for (const id of ['deposit', 'withdraw', 'transactions', 'betRecords', 'inbox', 'help', 'feedback', 'settings', 'signOut'] as const) {
      expect(shown.has(id)).toBe(true);
    }
  });

  it('gives agents (types other than 0, 4, 40) the agent entry and no referral', () => {
    for (const type of [1, 2, 41]) {
      const shown = shortcuts({ viewer: { token: 't', type } });
      expect(shown.has('agentHome')).toBe(true);
      expect(shown.has('referral')).toBe(false);
    }
    for (const type of [0, 40]) expect(shortcuts({ viewer: { token: 't', type } }).has('agentHome')).toBe(false);
    expect(shortcuts({ viewer: agent }).has('vip')).toBe(true);
  });

  it('hides the download inside an installed app or a native wrapper', () => {
    expect(shortcuts({ standalone: true }).has('download')).toBe(false);
    expect(shortcuts({ nativeWrapper: true }).has('download')).toBe(false);
    expect(shortcuts().has('download')).toBe(true);
  });

  it('offers sign-out and VIP only with a session; no VIP for a trial guest', () => {
    const visitor = shortcuts({ viewer: {} });
    expect(visitor.has('signOut')).toBe(false);
    expect(visitor.has('vip')).toBe(false);
    expect(shortcuts({ viewer: { token: 't', type: 4 } }).has('vip')).toBe(false);
  });
});

describe('member centre template (SPEC §4)', () => {
  const status = (mobileTemplate: Record<string, string> | undefined) => ({ info: { mobileTemplate } });
  it('is the new one only when mem_cen is "1"', () => {
    expect(usesNewMemberTemplate(status({ mem_cen: '1', dep_func: '0' }))).toBe(true);
    expect(usesNewMemberTemplate(status({ mem_cen: '0' }))).toBe(false);
    expect(usesNewMemberTemplate(status({ dep_func: '1' }))).toBe(false);
    expect(usesNewMemberTemplate(status(undefined))).toBe(false);
    expect(usesNewMemberTemplate(null)).toBe(false);
  });
});
