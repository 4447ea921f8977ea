/**
 * Announcements in en, bn and zh (SPEC §1 languages): the player notices (ticker and list), the
 * login popups and the hot notices. Every item exists in all three languages; the server still
 * falls back to English per item for content an operator adds in English only.
 */
import type { NewRow } from '../../db/schema';
import { PLAYER_NOTICES, type NoticeSpec } from './player-notices';

type Kind = 'PL' | 'PU' | 'H';

const POPUPS: NoticeSpec[] = [
  {
    date: '2025-01-05 00:00:00',
    texts: {
      en: ['Welcome bonus', '<p>New members get a <strong>100% welcome bonus</strong> up to 5,000.</p>'],
      bn: ['স্বাগতম বোনাস', '<p>নতুন সদস্যরা ৫,০০০ পর্যন্ত <strong>১০০% স্বাগতম বোনাস</strong> পান।</p>'],
      zh: ['新人奖励', '<p>新会员可获得最高 5,000 的 <strong>100% 首存奖励</strong>。</p>'],
    },
  },
  {
    date: '2025-01-08 00:00:00',
    texts: {
      en: ['Install the app', '<p>Add the lobby to your home screen for faster loading and offline browsing.</p>'],
      bn: ['অ্যাপ ইনস্টল করুন', '<p>দ্রুত লোডিং ও অফলাইন ব্রাউজিংয়ের জন্য লবিটি হোম স্ক্রিনে যোগ করুন।</p>'],
      zh: ['安装应用', '<p>将大厅添加到主屏幕，加载更快，离线也能浏览。</p>'],
    },
  },
  {
    date: '2025-01-09 00:00:00',
    texts: {
      en: ['Security notice', '<p>We never ask for your password. Contact customer service if in doubt.</p>'],
      bn: ['নিরাপত্তা বিজ্ঞপ্তি', '<p>আমরা কখনও আপনার পাসওয়ার্ড চাই না। সন্দেহ হলে কাস্টমার সার্ভিসে যোগাযোগ করুন।</p>'],
      zh: ['安全提示', '<p>我们绝不会索取您的密码。如有疑问，请联系客服。</p>'],
    },
  },
];

const HOT: NoticeSpec[] = [
  {
    date: '2025-02-01 19:00:00',
    texts: {
      en: ['Cockfight season opens', '<p>Live derbies from SV388, DS88 and WS168 every evening.</p>'],
      bn: ['মোরগ লড়াইয়ের মৌসুম শুরু', '<p>প্রতি সন্ধ্যায় SV388, DS88 ও WS168 থেকে লাইভ ডার্বি।</p>'],
      zh: ['斗鸡赛季开幕', '<p>每晚直播 SV388、DS88 和 WS168 的赛事。</p>'],
    },
  },
  {
    date: '2025-02-03 20:00:00',
    texts: {
      en: ['E-sports championship', '<p>Bet on the finals with AV, IM E-Sports and TF Gaming.</p>'],
      bn: ['ই-স্পোর্টস চ্যাম্পিয়নশিপ', '<p>AV, IM E-Sports ও TF Gaming এ ফাইনালে বাজি ধরুন।</p>'],
      zh: ['电竞锦标赛', '<p>在 AV、IM 电竞和 TF Gaming 投注决赛。</p>'],
    },
  },
  {
    date: '2025-02-05 09:00:00',
    texts: {
      en: ['Lottery every minute', '<p>TCG Lotto VN draws every minute in e-lottery.</p>'],
      bn: ['প্রতি মিনিটে লটারি', '<p>ই-লটারিতে TCG Lotto VN প্রতি মিনিটে ড্র হয়।</p>'],
      zh: ['每分钟开奖', '<p>TCG Lotto VN 电子彩票每分钟开奖。</p>'],
    },
  },
  {
    date: '2025-02-07 15:00:00',
    texts: {
      en: ['In-house crash games', '<p>Try BGS crash and mines games with instant payouts.</p>'],
      bn: ['ইন-হাউস ক্র্যাশ গেম', '<p>তাৎক্ষণিক পেআউট সহ BGS ক্র্যাশ ও মাইনস গেম খেলুন।</p>'],
      zh: ['自营爆点游戏', '<p>试试 BGS 爆点和扫雷游戏，即时派彩。</p>'],
    },
  },
];

/** Ids and sort follow this order: player notices first, so their ids stay small and stable. */
const ANNOUNCEMENTS: { kind: Kind; spec: NoticeSpec }[] = [
  ...PLAYER_NOTICES.map((spec) => ({ kind: 'PL' as const, spec })),
  ...POPUPS.map((spec) => ({ kind: 'PU' as const, spec })),
  ...HOT.map((spec) => ({ kind: 'H' as const, spec })),
];

export function generateAnnouncements(): NewRow<'announcements'>[] {
  return ANNOUNCEMENTS.flatMap(({ kind, spec }, index) =>
    Object.entries(spec.texts).map(([language, [title, content]]) => ({
      id: index + 1,
      language,
      kind,
      title,
      content,
      start_date: spec.date,
      sort: index + 1,
    })),
  );
}
