/**
 * Who sees what in the shell (SPEC §2 "Header and menus", §6 "Roles and permissions"). Every rule
 * is a pure function of plain data, so the gating is unit-tested without a browser.
 */
import { isAgentType, mayHoldContract } from '../api/member-types';
import type { Whitelabel, WhitelabelFlag } from '../api/system-wire';

export interface Viewer {
  /** Session token; '' or null for a visitor. */
  token?: string | null;
  /** Member type (SPEC §6); undefined for a visitor. */
  type?: number;
}

export function isMember(viewer: Viewer): boolean {
  return Boolean(viewer.token);
}

/** SPEC §6 (the first reading): types 0, 4 and 40 are non-agents; any other type is an agent. */
export function isAgent(viewer: Viewer): boolean {
  return isMember(viewer) && isAgentType(viewer.type);
}

/** SPEC §4, §6: the home contract check is for members who may hold a contract (not 41, 42 either). */
export function checksContracts(viewer: Viewer): boolean {
  return isMember(viewer) && mayHoldContract(viewer.type);
}

/** A missing whitelabel row (first visit, offline) reads as "off": never show a feature by accident. */
export function flagOn(whitelabel: Partial<Whitelabel> | null | undefined, flag: WhitelabelFlag): boolean {
  return whitelabel?.[flag] === true;
}

/** Inside the installed app (display-mode standalone) or a native wrapper (<html class="app">). */
export function isInstalledApp(env: { standalone: boolean; nativeWrapper: boolean }): boolean {
  return env.standalone || env.nativeWrapper;
}

/** The download-app button and menu item hide inside an installed app or native wrapper. */
export function showDownloadApp(env: { standalone: boolean; nativeWrapper: boolean }): boolean {
  return !isInstalledApp(env);
}

/** SPEC §6: referral is shown to visitors, or to non-agents when the REFERRAL promo is on. */
export function showReferral(viewer: Viewer, whitelabel: Partial<Whitelabel> | null | undefined): boolean {
  if (!isMember(viewer)) return true;
  return !isAgent(viewer) && flagOn(whitelabel, 'REFERRAL');
}

/**
 * SPEC §6: the bet record needs a token (else login) and TRANSBETREPMEM3 (else a 'contact service'
 * toast for 2 s).
 */
export function betRecordAction(viewer: Viewer, whitelabel: Partial<Whitelabel> | null | undefined) {
  if (!isMember(viewer)) return 'login' as const;
  return flagOn(whitelabel, 'TRANSBETREPMEM3') ? ('open' as const) : ('contact' as const);
}
export const CONTACT_TOAST_MS = 2000;

export interface SideMenuGates {
  betRecord: boolean;
  rebate: boolean;
  rewardCenter: boolean;
  vipBenefits: boolean;
  referral: boolean;
  downloadApp: boolean;
  signOut: boolean;
}

/**
 * The side menu's optional items. Bet record always shows (its tap explains what is missing);
 * rebate and reward centre follow their flags; VIP benefits only when the operator shows VIP.
 */
export function sideMenuGates(input: {
  viewer: Viewer;
  whitelabel: Partial<Whitelabel> | null | undefined;
  vipShown: boolean;
  standalone: boolean;
  nativeWrapper: boolean;
}): SideMenuGates {
  const { viewer, whitelabel } = input;
  return {
    betRecord: true,
    rebate: flagOn(whitelabel, 'MANPLAYREB3'),
    rewardCenter: flagOn(whitelabel, 'REWCEN3'),
    vipBenefits: input.vipShown,
    referral: showReferral(viewer, whitelabel),
    downloadApp: showDownloadApp(input),
    signOut: isMember(viewer),
  };
}

/** SPEC §2: the mail badge shows 99+ above 99, nothing at zero. */
export function unreadBadge(count: number | null | undefined): string {
  if (!count || count < 0 || !Number.isFinite(count)) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** SPEC §4: the badge counts unread announcements + chat + inbox (each read defensively). */
export function unreadTotalOf(row: unknown): number {
  const fields = ['unreadMail', 'unreadAnnouncements', 'unreadChat'] as const;
  return fields.reduce((sum, field) => {
    const value = (row as Partial<Record<(typeof fields)[number], unknown>> | undefined)?.[field];
    return sum + (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
  }, 0);
}

/** Read the unread-mail count defensively: the member row may not carry it yet. */
export function unreadMailOf(row: unknown): number {
  const value = (row as { unreadMail?: unknown } | undefined)?.unreadMail;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** VIP benefits show to signed-in members; a trial guest (type 4) has no VIP rank. */
export function showVipBenefits(viewer: Viewer): boolean {
  return isMember(viewer) && viewer.type !== 4;
}
