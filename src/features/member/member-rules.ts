/**
 * The member centre's pure rules: which shortcuts a member sees and which SPEC §4 template the
 * operator chose. The gating itself lives in src/access/rules.ts (the side menu's rules); this
 * only orders and groups what those rules allow, so the centre and the menu never disagree.
 */
import type { Whitelabel } from '../../api/system-wire';
import { flagOn, isAgent, showVipBenefits, sideMenuGates, type Viewer } from '../../access/rules';

export type ShortcutId =
  | 'deposit'
  | 'withdraw'
  | 'transactions'
  | 'betRecords'
  | 'rebate'
  | 'rewardCenter'
  | 'vip'
  | 'referral'
  | 'inbox'
  | 'liveChat'
  | 'help'
  | 'feedback'
  | 'agentHome'
  | 'settings'
  | 'download'
  | 'signOut';

export type ShortcutGroup = 'wallet' | 'play' | 'service' | 'account';

/** Display order: money first, then play, then help, then the member's own things. */
export const SHORTCUT_GROUPS: Record<ShortcutGroup, readonly ShortcutId[]> = {
  wallet: ['deposit', 'withdraw', 'transactions'],
  play: ['betRecords', 'rebate', 'rewardCenter', 'vip', 'referral'],
  service: ['inbox', 'liveChat', 'help', 'feedback'],
  account: ['agentHome', 'settings', 'download', 'signOut'],
};

export interface ShortcutInput {
  viewer: Viewer;
  whitelabel: Partial<Whitelabel> | null | undefined;
  standalone: boolean;
  nativeWrapper: boolean;
}

/** The shortcuts this member may see, as a set (the groups give the order). */
export function visibleShortcuts(input: ShortcutInput): Set<ShortcutId> {
  const { viewer, whitelabel } = input;
  const gates = sideMenuGates({ ...input, vipShown: showVipBenefits(viewer) });
  const shown: Record<ShortcutId, boolean> = {
    deposit: true,
    withdraw: true,
    transactions: true,
    // Always listed, as in the side menu: without the flag its tap says to contact service.
    betRecords: gates.betRecord,
    rebate: gates.rebate,
    rewardCenter: gates.rewardCenter,
    vip: gates.vipBenefits,
    referral: gates.referral,
    inbox: true,
    // SPEC §6: chat needs CBS3.
    liveChat: flagOn(whitelabel, 'CBS3'),
    help: true,
    feedback: true,
    agentHome: isAgent(viewer),
    settings: true,
    download: gates.downloadApp,
    signOut: gates.signOut,
  };
  return new Set((Object.keys(shown) as ShortcutId[]).filter((id) => shown[id]));
}

/** The groups with only their visible shortcuts, empty groups left out. */
export function shortcutGroups(input: ShortcutInput): { group: ShortcutGroup; ids: ShortcutId[] }[] {
  const visible = visibleShortcuts(input);
  return (Object.keys(SHORTCUT_GROUPS) as ShortcutGroup[])
    .map((group) => ({ group, ids: SHORTCUT_GROUPS[group].filter((id) => visible.has(id)) }))
    .filter(({ ids }) => ids.length > 0);
}

/** SPEC §4 "Templates": the new member centre when the status says mem_cen '1', else the base one. */
export function usesNewMemberTemplate(status: unknown): boolean {
  const template = (status as { info?: { mobileTemplate?: Record<string, unknown> } } | null | undefined)?.info?.mobileTemplate;
  return template?.mem_cen === '1';
}
