/**
 * The demo inbox's messages: the kinds an operator really sends (deposits, withdrawals, bonuses,
 * security notices, VIP news, maintenance), each with a short HTML body. Deterministic: message
 * `i` of an account is always the same text, so a reseeded demo reads the same. Amounts are
 * written as the app shows money (src/api/money.ts) in the operator's currency, in the language
 * of the text (English), so a mail names the same currency as the balance and the winners.
 */
import { formatAmount, formatWholeAmount } from '../../../src/api/money';
import { DEFAULT_SETTINGS } from '../settings';

interface MessageKind {
  title: (n: number) => string;
  content: (account: string, n: number) => string;
}

const CURRENCY = DEFAULT_SETTINGS.currency;
/** An amount of a message, as the app writes money. */
const cash = (units: number) => formatAmount(units, 'en', CURRENCY);
/** A round figure (a cap, a prize pool), without decimals. */
const round = (units: number) => formatWholeAmount(units, 'en', CURRENCY);
const amount = (n: number) => ((n * 7919) % 9000) + 500;
const ref = (n: number) => `TX${String(100_000 + ((n * 104_729) % 900_000))}`;

const KINDS: MessageKind[] = [
  {
    title: (n) => `Deposit of ${cash(amount(n))} received`,
    content: (account, n) =>
      `<p>Hi ${account},</p><p>Your deposit of <strong>${cash(amount(n))}</strong> has been credited to your wallet.</p><p>Reference: <code>${ref(n)}</code></p><p>Good luck!</p>`,
  },
  {
    title: (n) => `Withdrawal ${ref(n)} approved`,
    content: (account, n) =>
      `<p>Hi ${account},</p><p>Your withdrawal of <strong>${cash(amount(n))}</strong> was approved and is on its way to your bank account. It usually arrives within 30 minutes.</p>`,
  },
  {
    title: () => 'Your weekly rebate is ready',
    content: (account, n) =>
      `<p>Hi ${account},</p><p>This week's rebate of <strong>${cash(25 + (n % 4) * 12.5)}</strong> is waiting for you in the reward centre.</p><ul><li>Slots: 0.8%</li><li>Live casino: 0.6%</li><li>Sports: 0.5%</li></ul><p>Claim it before Sunday midnight.</p>`,
  },
  {
    title: () => 'New sign-in to your account',
    content: (account) =>
      `<p>Hi ${account},</p><p>We noticed a new sign-in to your account from a mobile browser. If this was you, there is nothing to do.</p><p>If it was not, <strong>change your password now</strong> and contact customer service.</p>`,
  },
  {
    title: (n) => `Free spins: ${10 + (n % 5) * 10} spins on Fortune Gems`,
    content: (account, n) =>
      `<p>Hi ${account},</p><p>You have <strong>${10 + (n % 5) * 10} free spins</strong> on Fortune Gems. Open the game from the slots page to use them.</p><p><em>Spins expire after 7 days. Wagering 20x applies to winnings.</em></p>`,
  },
  {
    title: () => 'Scheduled maintenance tonight',
    content: () =>
      `<p>Some live casino tables will be unavailable tonight from <strong>02:00 to 03:30</strong> for scheduled maintenance.</p><p>Slots, fishing and sports stay open. Thank you for your patience.</p>`,
  },
  {
    title: () => 'VIP progress: you are close to the next level',
    content: (account) =>
      `<p>Congratulations ${account}!</p><p>You have completed most of the conditions for the next VIP level. Reach it to unlock:</p><ol><li>A higher daily withdrawal limit</li><li>A birthday bonus</li><li>A dedicated account manager</li></ol>`,
  },
  {
    title: (n) => `Deposit bonus: ${50 + (n % 3) * 25}% on your next top-up`,
    content: (account, n) =>
      `<p>Hi ${account},</p><p>Top up today and get a <strong>${50 + (n % 3) * 25}% bonus</strong> up to ${round(5_000)}.</p><table><tr><th>Deposit</th><th>Bonus</th></tr><tr><td>${round(1_000)}</td><td>${round(10 * (50 + (n % 3) * 25))}</td></tr></table><p>See the promotion page for the terms.</p>`,
  },
  {
    title: () => 'Verify your mobile number',
    content: (account) =>
      `<p>Hi ${account},</p><p>Verify your mobile number to keep your account safe and to receive withdrawal codes by SMS. It takes less than a minute in your personal settings.</p>`,
  },
  {
    title: (n) => `Weekend tournament: ${round(100_000 + (n % 4) * 50_000)} prize pool`,
    content: (account, n) =>
      `<p>Hi ${account},</p><p>This weekend's slots tournament has a prize pool of <strong>${round(100_000 + (n % 4) * 50_000)}</strong>. Every spin of ${round(10)} or more counts.</p><p>The top 100 players win. Good luck!</p>`,
  },
  {
    title: () => 'Your feedback was received',
    content: (account) =>
      `<p>Hi ${account},</p><p>Thank you for your feedback. Our team has read it and will reply within 24 hours if it needs an answer.</p>`,
  },
  {
    title: () => 'Responsible gaming reminder',
    content: () =>
      `<p>Play for fun, and only with money you can afford to lose.</p><p>You can set a daily deposit limit or take a break at any time from your personal settings, or ask customer service to help.</p>`,
  },
];

/** Title and HTML of an account's `i`-th message (0 = the newest). */
export function demoMessage(account: string, i: number): { title: string; content: string } {
  const kind = KINDS[i % KINDS.length]!;
  const n = i + 1;
  return { title: kind.title(n), content: kind.content(account, n) };
}
