/**
 * What each member-centre shortcut looks like and where it goes. A shortcut either links to a
 * route or runs one of the shell's own actions (the bet-record rule, the referral popup, the
 * sign-out confirm), so both templates behave exactly like the side menu.
 */
import type { MessageKey } from '../../i18n';
import { href } from '../../routes';
import type { ShortcutGroup, ShortcutId } from './member-rules';

export type ShortcutAction = 'betRecords' | 'referral' | 'signOut';

export interface ShortcutSpec {
  /** Icon name: `icon--<name>` from the shell's icon set or member.css. */
  icon: string;
  labelKey: MessageKey;
  /** A link target, or the action a tap runs. */
  to: string | { action: ShortcutAction };
}

export const SHORTCUTS: Record<ShortcutId, ShortcutSpec> = {
  deposit: { icon: 'deposit', labelKey: 'deposit', to: href('voucherCenter') },
  withdraw: { icon: 'withdraw', labelKey: 'withdraw', to: href('withdraw') },
  transactions: { icon: 'wallet', labelKey: 'member_transactions', to: href('wallet', { tab: 'transactions' }) },
  betRecords: { icon: 'record', labelKey: 'bet_records', to: { action: 'betRecords' } },
  rebate: { icon: 'rebate', labelKey: 'rebate', to: href('manualRebate') },
  rewardCenter: { icon: 'gift', labelKey: 'reward_center', to: href('rewardCenter') },
  vip: { icon: 'vip', labelKey: 'vip_benefits', to: href('vipBenefits') },
  referral: { icon: 'invite', labelKey: 'shell_invite_friends', to: { action: 'referral' } },
  inbox: { icon: 'mail', labelKey: 'mail', to: href('webEmail') },
  liveChat: { icon: 'headset', labelKey: 'live_chat', to: href('liveChat') },
  help: { icon: 'member-help', labelKey: 'help_center', to: href('help') },
  feedback: { icon: 'member-feedback', labelKey: 'feedback', to: href('feedback') },
  agentHome: { icon: 'member-agent', labelKey: 'member_agent_entry', to: href('agentHome') },
  settings: { icon: 'member-settings', labelKey: 'personal_setting', to: href('settings') },
  download: { icon: 'download', labelKey: 'shell_download_app', to: href('download') },
  signOut: { icon: 'logout', labelKey: 'shell_sign_out', to: { action: 'signOut' } },
};

export const GROUP_TITLES: Record<ShortcutGroup, MessageKey> = {
  wallet: 'member_group_wallet',
  play: 'member_group_play',
  service: 'member_group_service',
  account: 'member_group_account',
};
