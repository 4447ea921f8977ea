/**
 * Announcements in en, bn and zh (SPEC §1 languages). A few lack some translations on purpose:
 * the server falls back to English per item, and the tests rely on that.
 */
import type { NewRow } from '../../db/schema';

type Texts = Partial<Record<'en' | 'bn' | 'zh', [title: string, content: string]>>;

const ANNOUNCEMENTS: { kind: 'PL' | 'PU' | 'H'; date: string; texts: Texts }[] = [
  {
    kind: 'PL',
    date: '2025-01-06 09:00:00',
    texts: {
      en: ['Welcome', 'Welcome to the lobby! New JILI and Fa Chai games every week.'],
      bn: ['স্বাগতম', 'লবিতে স্বাগতম! প্রতি সপ্তাহে নতুন JILI ও Fa Chai গেম।'],
      zh: ['欢迎', '欢迎来到大厅！每周都有新的 JILI 和发财游戏。'],
    },
  },
  {
    kind: 'PL',
    date: '2025-01-10 12:00:00',
    texts: {
      en: ['Deposit bonus', 'Deposit bonus: 10% extra on your first deposit of the day.'],
      bn: ['ডিপোজিট বোনাস', 'ডিপোজিট বোনাস: দিনের প্রথম ডিপোজিটে ১০% অতিরিক্ত।'],
      zh: ['存款奖励', '存款奖励：每日首存额外赠送 10%。'],
    },
  },
  {
    kind: 'PL',
    date: '2025-01-12 08:30:00',
    texts: {
      en: ['Maintenance', 'Scheduled maintenance for TCG Lotto VN on Sunday 02:00-04:00.'],
      bn: ['রক্ষণাবেক্ষণ', 'রবিবার ০২:০০-০৪:০০ TCG Lotto VN এর নির্ধারিত রক্ষণাবেক্ষণ।'],
      zh: ['维护通知', 'TCG Lotto VN 将于周日 02:00-04:00 进行例行维护。'],
    },
  },
  {
    kind: 'PL',
    date: '2025-01-15 10:00:00',
    texts: { en: ['Play responsibly', 'Play responsibly: set your own deposit limits in the Member Centre.'] },
  },
  {
    kind: 'PL',
    date: '2025-01-20 18:00:00',
    texts: {
      en: ['Invite friends', 'Invite friends and earn a reward for every active friend.'],
      bn: ['বন্ধুদের আমন্ত্রণ', 'বন্ধুদের আমন্ত্রণ জানান এবং প্রতিটি সক্রিয় বন্ধুর জন্য পুরস্কার পান।'],
      zh: ['邀请好友', '邀请好友，每位活跃好友都可获得奖励。'],
    },
  },
  {
    kind: 'PU',
    date: '2025-01-05 00:00:00',
    texts: {
      en: ['Welcome bonus', '<p>New members get a <strong>100% welcome bonus</strong> up to 5,000.</p>'],
      bn: ['স্বাগতম বোনাস', '<p>নতুন সদস্যরা ৫,০০০ পর্যন্ত <strong>১০০% স্বাগতম বোনাস</strong> পান।</p>'],
      zh: ['新人奖励', '<p>新会员可获得最高 5,000 的 <strong>100% 首存奖励</strong>。</p>'],
    },
  },
  {
    kind: 'PU',
    date: '2025-01-08 00:00:00',
    texts: {
      en: ['Install the app', '<p>Add the lobby to your home screen for faster loading and offline browsing.</p>'],
      bn: ['অ্যাপ ইনস্টল করুন', '<p>দ্রুত লোডিং ও অফলাইন ব্রাউজিংয়ের জন্য লবিটি হোম স্ক্রিনে যোগ করুন।</p>'],
      zh: ['安装应用', '<p>将大厅添加到主屏幕，加载更快，离线也能浏览。</p>'],
    },
  },
  {
    kind: 'PU',
    date: '2025-01-09 00:00:00',
    texts: {
      en: ['Security notice', '<p>We never ask for your password. Contact customer service if in doubt.</p>'],
      zh: ['安全提示', '<p>我们绝不会索取您的密码。如有疑问，请联系客服。</p>'],
    },
  },
  {
    kind: 'H',
    date: '2025-02-01 19:00:00',
    texts: {
      en: ['Cockfight season opens', '<p>Live derbies from SV388, DS88 and WS168 every evening.</p>'],
      bn: ['মোরগ লড়াইয়ের মৌসুম শুরু', '<p>প্রতি সন্ধ্যায় SV388, DS88 ও WS168 থেকে লাইভ ডার্বি।</p>'],
      zh: ['斗鸡赛季开幕', '<p>每晚直播 SV388、DS88 和 WS168 的赛事。</p>'],
    },
  },
  {
    kind: 'H',
    date: '2025-02-03 20:00:00',
    texts: {
      en: ['E-sports championship', '<p>Bet on the finals with AV, IM E-Sports and TF Gaming.</p>'],
      bn: ['ই-স্পোর্টস চ্যাম্পিয়নশিপ', '<p>AV, IM E-Sports ও TF Gaming এ ফাইনালে বাজি ধরুন।</p>'],
      zh: ['电竞锦标赛', '<p>在 AV、IM 电竞和 TF Gaming 投注决赛。</p>'],
    },
  },
  {
    kind: 'H',
    date: '2025-02-05 09:00:00',
    texts: {
      en: ['Lottery every minute', '<p>TCG Lotto VN draws every minute in e-lottery.</p>'],
      zh: ['每分钟开奖', '<p>TCG Lotto VN 电子彩票每分钟开奖。</p>'],
    },
  },
  {
    kind: 'H',
    date: '2025-02-07 15:00:00',
    texts: {
      en: ['In-house crash games', '<p>Try BGS crash and mines games with instant payouts.</p>'],
      bn: ['ইন-হাউস ক্র্যাশ গেম', '<p>তাৎক্ষণিক পেআউট সহ BGS ক্র্যাশ ও মাইনস গেম খেলুন।</p>'],
      zh: ['自营爆点游戏', '<p>试试 BGS 爆点和扫雷游戏，即时派彩。</p>'],
    },
  },
];

export function generateAnnouncements(): NewRow<'announcements'>[] {
  return ANNOUNCEMENTS.flatMap((item, index) =>
    Object.entries(item.texts).map(([language, [title, content]]) => ({
      id: index + 1,
      language,
      kind: item.kind,
      title,
      content,
      start_date: item.date,
      sort: index + 1,
    })),
  );
}
