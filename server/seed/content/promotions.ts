/** Promotions with HTML content and images (sequence 1 is the cover, SPEC §2 "Promotions"). */
import type { NewRow } from '../../db/schema';
import { promoImageUrl } from '../media-urls';

type Texts = Partial<Record<'en' | 'bn' | 'zh', [title: string, content: string]>>;

interface PromotionSpec {
  start: string;
  end: string;
  noExpiry: 0 | 1;
  categories: number[];
  images: number;
  texts: Texts;
}

const PROMOTIONS: PromotionSpec[] = [
  {
    start: '2025-01-01 00:00:00',
    end: '2026-12-31 23:59:59',
    noExpiry: 0,
    categories: [1],
    images: 2,
    texts: {
      en: ['Welcome Bonus 100%', '<h3>Double your first deposit</h3><p>Deposit at least 100 and receive a 100% bonus up to 5,000.</p><ul><li>Turnover 10x</li><li>Slots and fishing count in full</li></ul>'],
      bn: ['স্বাগতম বোনাস ১০০%', '<h3>প্রথম ডিপোজিট দ্বিগুণ করুন</h3><p>কমপক্ষে ১০০ ডিপোজিট করুন এবং ৫,০০০ পর্যন্ত ১০০% বোনাস পান।</p>'],
      zh: ['首存奖励 100%', '<h3>首存翻倍</h3><p>存款满 100 即可获得最高 5,000 的 100% 奖励。</p>'],
    },
  },
  {
    start: '2025-01-01 00:00:00',
    end: '2025-01-01 00:00:00',
    noExpiry: 1,
    categories: [1, 2],
    images: 2,
    texts: {
      en: ['Daily Reload 10%', '<p>Get 10% extra on the first deposit of every day. No end date.</p>'],
      bn: ['দৈনিক রিলোড ১০%', '<p>প্রতিদিনের প্রথম ডিপোজিটে ১০% অতিরিক্ত পান।</p>'],
      zh: ['每日充值 10%', '<p>每天首次存款额外获得 10%，长期有效。</p>'],
    },
  },
  {
    start: '2025-02-01 00:00:00',
    end: '2025-12-31 23:59:59',
    noExpiry: 0,
    categories: [2],
    images: 3,
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
    categories: [3],
    images: 2,
    texts: {
      en: ['Refer a Friend', '<p>Share your invitation link; earn a reward when your friend makes a first deposit.</p>'],
      bn: ['বন্ধুকে রেফার করুন', '<p>আমন্ত্রণ লিংক শেয়ার করুন; বন্ধু প্রথম ডিপোজিট করলে পুরস্কার পান।</p>'],
      zh: ['推荐好友', '<p>分享邀请链接，好友首存后即可获得奖励。</p>'],
    },
  },
  {
    start: '2025-06-14 00:00:00',
    end: '2025-06-14 00:00:00',
    noExpiry: 0,
    categories: [2],
    images: 2,
    texts: {
      en: ['Weekend Fish Hunt', '<p>One day only: double points on every fishing game.</p>'],
      bn: ['সপ্তাহান্তের মাছ শিকার', '<p>শুধু একদিন: প্রতিটি ফিশিং গেমে দ্বিগুণ পয়েন্ট।</p>'],
      zh: ['周末捕鱼狂欢', '<p>仅限一天：所有捕鱼游戏积分翻倍。</p>'],
    },
  },
  {
    start: '2025-03-01 00:00:00',
    end: '2026-03-01 00:00:00',
    noExpiry: 0,
    categories: [3],
    images: 2,
    texts: {
      en: ['VIP Birthday Gift', '<p>VIP members receive a birthday gift in their birthday month.</p>'],
      zh: ['VIP 生日礼金', '<p>VIP 会员在生日月份可领取生日礼金。</p>'],
    },
  },
];

export interface PromotionRows {
  promotions: NewRow<'promotions'>[];
  images: NewRow<'promotion_images'>[];
}

export function generatePromotions(): PromotionRows {
  const rows: PromotionRows = { promotions: [], images: [] };
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
  });
  return rows;
}
