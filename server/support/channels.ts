/**
 * The demo operator's customer-service channels (SPEC §3). Live chat is the app's own page; the
 * others are small pages this server serves under /support (server/support/pages.ts), each
 * naming the real channel it stands for and linking to it.
 */
import { SUPPORT_PREFIX } from '../../src/api/endpoints/constants';
import { ROUTE_TABLE } from '../../src/routes/table';
import type { CustomerServiceSetting } from '../system/customer-service';

/** A page under /support: who to contact and how. */
export interface SupportChannelPage {
  slug: string;
  /** Shown as the page's heading and title. */
  name: string;
  /** The handle players look for in the app. */
  handle: string;
  /** What the channel is for, one sentence. */
  purpose: string;
  hours: string;
  /** The channel itself, opened in a new window. */
  link: { label: string; url: string };
  /** Brand colour of the button. */
  colour: string;
}


export const SUPPORT_PAGES: readonly SupportChannelPage[] = [
  {
    slug: 'telegram',
    name: 'Telegram support',
    handle: '@DemoLobbySupport',
    purpose: 'Questions about deposits, withdrawals, bonuses and your account, answered by our support team.',
    hours: 'Every day, around the clock',
    link: { label: 'Open Telegram', url: 'https://t.me/DemoLobbySupport' },
    colour: '#2aabee',
  },
  {
    slug: 'facebook',
    name: 'Facebook support',
    handle: 'Demo Lobby',
    purpose: 'Send us a message on Facebook Messenger, and follow the page for promotions and news.',
    hours: 'Every day, 09:00 to 23:00',
    link: { label: 'Open Messenger', url: 'https://m.me/DemoLobby' },
    colour: '#1877f2',
  },
  {
    slug: 'telegram-vip',
    name: 'Telegram VIP desk',
    handle: '@DemoLobbyVIP',
    purpose: 'The VIP desk: your account manager for higher limits, special bonuses and priority withdrawals.',
    hours: 'Every day, around the clock',
    link: { label: 'Open Telegram', url: 'https://t.me/DemoLobbyVIP' },
    colour: '#c9a227',
  },
];

const pageUrl = (slug: string) => `${SUPPORT_PREFIX}/${slug}`;

/** The customer-service setting's default: same-site paths, encrypted by the status answer. */
export const CUSTOMER_SERVICE: CustomerServiceSetting[] = [
  { csType: 'LIVECHAT', title: 'Live Chat', url: ROUTE_TABLE.liveChat.path },
  { csType: 'TELEGRAM', title: 'Telegram', url: pageUrl('telegram') },
  { csType: 'FACEBOOK', title: 'Facebook', url: pageUrl('facebook') },
  { csType: 'TELEGRAM 1', title: 'Telegram VIP', url: pageUrl('telegram-vip') },
];
