/**
 * Promotions (SPEC §2 "Promotions", §3 "Promotion", §4 activity status): category tabs, every
 * promotion in EN, BN and ZH with images (sequence 1 is the cover), what each asks of a member
 * (nothing, a join or an application), and the demo member's standings.
 *
 * Dates are fixed, so the seed stays deterministic; they are chosen so that every rule of the
 * status shows for years: long-running ones end in 2030, one ended in 2025 (closed), one starts in
 * 2030 (coming soon). "All" is not a category here: the client puts it first, over every promotion,
 * so an operator never has to tag each promotion twice.
 */
import type { Kysely } from 'kysely';
import type { LobbyDatabase, NewRow, PromotionAction } from '../../db/schema';
import { promoImageUrl } from '../media-urls';

type Language = 'en' | 'bn' | 'zh';
type Texts = Record<Language, [title: string, content: string]>;

interface PromotionSpec {
  start: string;
  end: string;
  noExpiry: 0 | 1;
  categories: number[];
  images: number;
  action: PromotionAction;
  texts: Texts;
}

/** Tabs in the operator's order; Sports has no promotion yet (its tab shows the empty state). */
const CATEGORIES: Record<Language, string>[] = [
  { en: 'Welcome', bn: 'স্বাগতম', zh: '新人专享' },
  { en: 'Daily', bn: 'দৈনিক', zh: '每日活动' },
  { en: 'VIP', bn: 'ভিআইপি', zh: 'VIP' },
  { en: 'Sports', bn: 'স্পোর্টস', zh: '体育' },
];

const PROMOTIONS: PromotionSpec[] = [
  {
    start: '2025-01-01 00:00:00',
    end: '2030-12-31 23:59:59',
    noExpiry: 0,
    categories: [1],
    images: 2,
    action: 'apply',
    texts: {
      en: ['Welcome Bonus 100%', '<h3>Double your first deposit</h3><p>Deposit at least 100 and receive a 100% bonus up to 5,000.</p><ul><li>Turnover 10x</li><li>Slots and fishing count in full</li></ul><p>Apply below; the bonus is credited once your application is approved.</p>'],
      bn: ['স্বাগতম বোনাস ১০০%', '<h3>প্রথম ডিপোজিট দ্বিগুণ করুন</h3><p>কমপক্ষে ১০০ ডিপোজিট করুন এবং ৫,০০০ পর্যন্ত ১০০% বোনাস পান।</p><ul><li>টার্নওভার ১০ গুণ</li><li>স্লট ও ফিশিং পুরোপুরি গণ্য</li></ul><p>নিচে আবেদন করুন; অনুমোদনের পর বোনাস যোগ হবে।</p>'],
      zh: ['首存奖励 100%', '<h3>首存翻倍</h3><p>存款满 100 即可获得最高 5,000 的 100% 奖励。</p><ul><li>10 倍流水</li><li>老虎机和捕鱼全额计算</li></ul><p>请在下方申请，审核通过后发放奖励。</p>'],
    },
  },
  {
    start: '2025-01-01 00:00:00',
    end: '2025-01-01 00:00:00',
    noExpiry: 1,
    categories: [2],
    images: 2,
    action: 'join',
    texts: {
      en: ['Daily Reload 10%', '<p>Join once and get 10% extra on the first deposit of every day. No end date.</p>'],
      bn: ['দৈনিক রিলোড ১০%', '<p>একবার যোগ দিন এবং প্রতিদিনের প্রথম ডিপোজিটে ১০% অতিরিক্ত পান। কোনো শেষ তারিখ নেই।</p>'],
      zh: ['每日充值 10%', '<p>参加一次，每天首次存款额外获得 10%，长期有效。</p>'],
    },
  },
  {
    start: '2025-02-01 00:00:00',
    end: '2030-12-31 23:59:59',
    noExpiry: 0,
    categories: [2],
    images: 3,
    action: 'join',
    texts: {
      en: ['Slots Cashback 5%', '<p>Every Monday, get 5% back on last week\'s net slot losses.</p>'],
      bn: ['স্লট ক্যাশব্যাক ৫%', '<p>প্রতি সোমবার গত সপ্তাহের স্লট ক্ষতির ৫% ফেরত পান।</p>'],
      zh: ['老虎机返水 5%', '<p>每周一返还上周老虎机净亏损的 5%。</p>'],
    },
  },
  {
    start: '2025-01-01 00:00:00',
    end: '2025-01-01 00:00:00',
    noExpiry: 1,
    categories: [1],
    images: 2,
    action: 'none',
    texts: {
      en: ['Refer a Friend', '<p>Share your invitation link; earn a reward when your friend makes a first deposit.</p>'],
      bn: ['বন্ধুকে রেফার করুন', '<p>আমন্ত্রণ লিংক শেয়ার করুন; বন্ধু প্রথম ডিপোজিট করলে পুরস্কার পান।</p>'],
      zh: ['推荐好友', '<p>分享邀请链接，好友首存后即可获得奖励。</p>'],
    },
  },
  {
    start: '2025-06-01 00:00:00',
    end: '2025-08-31 23:59:59',
    noExpiry: 0,
    categories: [2],
    images: 2,
    action: 'join',
    texts: {
      en: ['Summer Fish Hunt', '<p>All summer long: double points on every fishing game.</p>'],
      bn: ['গ্রীষ্মের মাছ শিকার', '<p>পুরো গ্রীষ্ম জুড়ে: প্রতিটি ফিশিং গেমে দ্বিগুণ পয়েন্ট।</p>'],
      zh: ['夏日捕鱼狂欢', '<p>整个夏天：所有捕鱼游戏积分翻倍。</p>'],
    },
  },
  {
    start: '2025-03-01 00:00:00',
    end: '2030-03-01 00:00:00',
    noExpiry: 0,
    categories: [3],
    images: 2,
    action: 'apply',
    texts: {
      en: ['VIP Birthday Gift', '<p>VIP members receive a birthday gift in their birthday month. Apply and claim it from your wallet once approved.</p>'],
      bn: ['ভিআইপি জন্মদিনের উপহার', '<p>ভিআইপি সদস্যরা জন্মদিনের মাসে উপহার পান। আবেদন করুন এবং অনুমোদনের পর ওয়ালেট থেকে নিন।</p>'],
      zh: ['VIP 生日礼金', '<p>VIP 会员在生日月份可领取生日礼金。申请通过后在钱包中领取。</p>'],
    },
  },
  {
    start: '2025-01-01 00:00:00',
    end: '2025-01-01 00:00:00',
    noExpiry: 1,
    categories: [3],
    images: 2,
    action: 'join',
    texts: {
      en: ['VIP Weekly Rebate', '<p>Join to get up to 1.2% rebate on every bet, paid each week by VIP level.</p>'],
      bn: ['ভিআইপি সাপ্তাহিক রিবেট', '<p>যোগ দিন এবং প্রতিটি বাজিতে ১.২% পর্যন্ত রিবেট পান, প্রতি সপ্তাহে ভিআইপি স্তর অনুযায়ী।</p>'],
      zh: ['VIP 每周返水', '<p>参加即可获得每笔投注最高 1.2% 的返水，按 VIP 等级每周发放。</p>'],
    },
  },
  {
    start: '2030-01-01 00:00:00',
    end: '2030-01-01 00:00:00',
    noExpiry: 0,
    categories: [2],
    images: 2,
    action: 'join',
    texts: {
      en: ['New Year Lucky Draw', '<p>One day only: every deposit is a ticket for the New Year draw.</p>'],
      bn: ['নববর্ষের লাকি ড্র', '<p>শুধু একদিন: প্রতিটি ডিপোজিট নববর্ষের ড্রয়ের একটি টিকিট।</p>'],
      zh: ['新年幸运抽奖', '<p>仅限一天：每笔存款都是新年抽奖的一张彩票。</p>'],
    },
  },
  {
    start: '2025-05-01 00:00:00',
    end: '2030-12-31 23:59:59',
    noExpiry: 0,
    categories: [1, 2],
    images: 2,
    action: 'apply',
    texts: {
      en: ['First Deposit Free Spins', '<p>Apply after your first deposit to receive 50 free spins on selected slots.</p>'],
      bn: ['প্রথম ডিপোজিটে ফ্রি স্পিন', '<p>প্রথম ডিপোজিটের পর আবেদন করুন এবং নির্বাচিত স্লটে ৫০টি ফ্রি স্পিন পান।</p>'],
      zh: ['首存免费旋转', '<p>首次存款后申请，即可在指定老虎机获得 50 次免费旋转。</p>'],
    },
  },
];

/** Where the demo member stands: one approved bonus waiting to be claimed, one already claimed. */
export const DEMO_PROMOTION_STANDINGS: { promotionId: number; status: 'claim' | 'claimed' }[] = [
  { promotionId: 6, status: 'claim' },
  { promotionId: 3, status: 'claimed' },
];

export interface PromotionRows {
  promotions: NewRow<'promotions'>[];
  images: NewRow<'promotion_images'>[];
  categories: NewRow<'promotion_categories'>[];
  terms: NewRow<'promotion_terms'>[];
}

export function generatePromotions(): PromotionRows {
  const rows: PromotionRows = { promotions: [], images: [], categories: [], terms: [] };
  CATEGORIES.forEach((names, index) => {
    for (const [language, name] of Object.entries(names)) rows.categories.push({ id: index + 1, language, name, sort: index + 1 });
  });
  PROMOTIONS.forEach((spec, index) => {
    const id = index + 1;
    for (const [language, [title, content]] of Object.entries(spec.texts)) {
      rows.promotions.push({
        id,
        language,
        title,
        content,
        start_date: spec.start,
        end_date: spec.end,
        no_expiry: spec.noExpiry,
        category_ids: JSON.stringify(spec.categories),
        sort: id,
      });
    }
    for (let sequence = 1; sequence <= spec.images; sequence += 1) {
      rows.images.push({ promotion_id: id, sequence, url: promoImageUrl(id, sequence) });
    }
    rows.terms.push({ promotion_id: id, action: spec.action });
  });
  return rows;
}

const STANDING_SINCE = '2025-06-01T00:00:00.000Z';

/**
 * A member's seeded standings, each only where the member has none: standings are user data, so
 * a reseed never resets what the member did since.
 */
export async function writePromotionStandingsIfAbsent(
  db: Kysely<LobbyDatabase>,
  memberId: number,
  standings: readonly { promotionId: number; status: string }[],
): Promise<void> {
  for (const { promotionId, status } of standings) {
    await db
      .insertInto('promotion_members')
      .values({ member_id: memberId, promotion_id: promotionId, status, updated_at: STANDING_SINCE })
      .onConflict((oc) => oc.columns(['member_id', 'promotion_id']).doNothing())
      .execute();
  }
}
