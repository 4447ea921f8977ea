/**
 * The player announcements (kind PL: the ticker and the announcement list), each in en, bn and zh,
 * with HTML bodies like an operator writes them: paragraphs, lists, a table, links and an image
 * from the lobby's own media.
 */
import { generateBanners } from './banners';

/** The image of a seeded banner, found by its title so the ids may change. */
function bannerImage(title: string): string {
  const banner = generateBanners().find((row) => row.title === title);
  if (!banner) throw new Error(`No seeded banner titled ${title}`);
  return banner.image_url;
}
const INVITE_IMAGE = bannerImage('Invite Friends, Earn Rewards');
const JILI_IMAGE = bannerImage('JILI Super Week');

export type NoticeTexts = Record<'en' | 'bn' | 'zh', [title: string, content: string]>;

export interface NoticeSpec {
  date: string;
  texts: NoticeTexts;
}

export const PLAYER_NOTICES: NoticeSpec[] = [
  {
    date: '2025-03-01 09:00:00',
    texts: {
      en: ['Welcome', '<p>Welcome to the lobby! This week we added:</p><ul><li>12 new JILI slots</li><li>Fa Chai fishing tables</li><li>Faster deposits by mobile banking</li></ul>'],
      bn: ['স্বাগতম', '<p>লবিতে স্বাগতম! এই সপ্তাহে আমরা যোগ করেছি:</p><ul><li>১২টি নতুন JILI স্লট</li><li>Fa Chai ফিশিং টেবিল</li><li>মোবাইল ব্যাংকিংয়ে দ্রুত ডিপোজিট</li></ul>'],
      zh: ['欢迎', '<p>欢迎来到大厅！本周新增：</p><ul><li>12 款 JILI 新老虎机</li><li>发财捕鱼桌</li><li>手机银行极速存款</li></ul>'],
    },
  },
  {
    date: '2025-02-26 12:00:00',
    texts: {
      en: [
        'Daily deposit bonus',
        '<p>Your first deposit of each day earns extra credit:</p><table><thead><tr><th>Deposit</th><th>Bonus</th><th>Turnover</th></tr></thead><tbody><tr><td>500 – 1,999</td><td>5%</td><td>3×</td></tr><tr><td>2,000 – 9,999</td><td>8%</td><td>5×</td></tr><tr><td>10,000+</td><td>10%</td><td>8×</td></tr></tbody></table><p>The bonus is credited within 5 minutes.</p>',
      ],
      bn: [
        'দৈনিক ডিপোজিট বোনাস',
        '<p>প্রতিদিনের প্রথম ডিপোজিটে অতিরিক্ত ক্রেডিট পান:</p><table><thead><tr><th>ডিপোজিট</th><th>বোনাস</th><th>টার্নওভার</th></tr></thead><tbody><tr><td>৫০০ – ১,৯৯৯</td><td>৫%</td><td>৩×</td></tr><tr><td>২,০০০ – ৯,৯৯৯</td><td>৮%</td><td>৫×</td></tr><tr><td>১০,০০০+</td><td>১০%</td><td>৮×</td></tr></tbody></table><p>বোনাস ৫ মিনিটের মধ্যে যোগ হয়।</p>',
      ],
      zh: [
        '每日存款奖励',
        '<p>每日首笔存款可获得额外奖励：</p><table><thead><tr><th>存款</th><th>奖励</th><th>流水</th></tr></thead><tbody><tr><td>500 – 1,999</td><td>5%</td><td>3 倍</td></tr><tr><td>2,000 – 9,999</td><td>8%</td><td>5 倍</td></tr><tr><td>10,000+</td><td>10%</td><td>8 倍</td></tr></tbody></table><p>奖励将在 5 分钟内到账。</p>',
      ],
    },
  },
  {
    date: '2025-02-22 08:30:00',
    texts: {
      en: [
        'Scheduled maintenance',
        '<p>These games are unavailable while their providers update:</p><table><thead><tr><th>Provider</th><th>When</th></tr></thead><tbody><tr><td>TCG Lotto VN</td><td>Sunday 02:00 – 04:00</td></tr><tr><td>SABA Sports</td><td>Monday 10:00 – 11:00</td></tr></tbody></table><p>Open bets are settled as usual.</p>',
      ],
      bn: [
        'নির্ধারিত রক্ষণাবেক্ষণ',
        '<p>প্রোভাইডারদের আপডেটের সময় এই গেমগুলো বন্ধ থাকবে:</p><table><thead><tr><th>প্রোভাইডার</th><th>সময়</th></tr></thead><tbody><tr><td>TCG Lotto VN</td><td>রবিবার ০২:০০ – ০৪:০০</td></tr><tr><td>SABA Sports</td><td>সোমবার ১০:০০ – ১১:০০</td></tr></tbody></table><p>খোলা বাজিগুলো স্বাভাবিকভাবে নিষ্পত্তি হবে।</p>',
      ],
      zh: [
        '例行维护',
        '<p>以下游戏在供应商更新期间暂停：</p><table><thead><tr><th>供应商</th><th>时间</th></tr></thead><tbody><tr><td>TCG Lotto VN</td><td>周日 02:00 – 04:00</td></tr><tr><td>SABA 体育</td><td>周一 10:00 – 11:00</td></tr></tbody></table><p>未结算注单照常结算。</p>',
      ],
    },
  },
  {
    date: '2025-02-18 10:00:00',
    texts: {
      en: [
        'Play responsibly',
        '<p>Gaming should stay fun. You can:</p><ul><li>set a daily deposit limit in the Member Centre;</li><li>take a break of 1 to 30 days;</li><li>ask customer service to close your account.</li></ul><p>Read more in our <a href="/m/help">help centre</a> or at <a href="https://www.begambleaware.org">BeGambleAware</a>.</p>',
      ],
      bn: [
        'দায়িত্বশীলভাবে খেলুন',
        '<p>গেমিং আনন্দের হওয়া উচিত। আপনি পারেন:</p><ul><li>মেম্বার সেন্টারে দৈনিক ডিপোজিট সীমা ঠিক করতে;</li><li>১ থেকে ৩০ দিনের বিরতি নিতে;</li><li>কাস্টমার সার্ভিসকে অ্যাকাউন্ট বন্ধ করতে বলতে।</li></ul><p>আরও পড়ুন আমাদের <a href="/m/help">সহায়তা কেন্দ্রে</a> অথবা <a href="https://www.begambleaware.org">BeGambleAware</a> এ।</p>',
      ],
      zh: [
        '理性游戏',
        '<p>游戏应当保持乐趣。您可以：</p><ul><li>在会员中心设置每日存款上限；</li><li>暂停游戏 1 至 30 天；</li><li>联系客服关闭账户。</li></ul><p>更多信息请见<a href="/m/help">帮助中心</a>或 <a href="https://www.begambleaware.org">BeGambleAware</a>。</p>',
      ],
    },
  },
  {
    date: '2025-02-14 18:00:00',
    texts: {
      en: [
        'Invite friends',
        `<p><img src="${INVITE_IMAGE}" alt="Invite friends, earn rewards"></p><ol><li>Open Invite in the bottom bar.</li><li>Share your link.</li><li>Earn 50 for every friend who deposits and plays.</li></ol>`,
      ],
      bn: [
        'বন্ধুদের আমন্ত্রণ',
        `<p><img src="${INVITE_IMAGE}" alt="বন্ধুদের আমন্ত্রণ জানান, পুরস্কার পান"></p><ol><li>নিচের বারে আমন্ত্রণ খুলুন।</li><li>আপনার লিংক শেয়ার করুন।</li><li>প্রতিটি বন্ধু ডিপোজিট করে খেললে ৫০ পান।</li></ol>`,
      ],
      zh: [
        '邀请好友',
        `<p><img src="${INVITE_IMAGE}" alt="邀请好友，赢取奖励"></p><ol><li>打开底部栏的“邀请”。</li><li>分享您的专属链接。</li><li>每位好友存款并游戏，您可获得 50。</li></ol>`,
      ],
    },
  },
  {
    date: '2025-02-10 11:00:00',
    texts: {
      en: [
        'JILI Super Week',
        `<p><img src="${JILI_IMAGE}" alt="JILI Super Week"></p><p>Free spins on these slots until Sunday:</p><ul><li>Super Ace</li><li>Fortune Gems</li><li>Golden Empire</li></ul>`,
      ],
      bn: [
        'JILI সুপার সপ্তাহ',
        `<p><img src="${JILI_IMAGE}" alt="JILI সুপার সপ্তাহ"></p><p>রবিবার পর্যন্ত এই স্লটগুলোতে ফ্রি স্পিন:</p><ul><li>Super Ace</li><li>Fortune Gems</li><li>Golden Empire</li></ul>`,
      ],
      zh: [
        'JILI 超级周',
        `<p><img src="${JILI_IMAGE}" alt="JILI 超级周"></p><p>周日前以下老虎机享免费旋转：</p><ul><li>Super Ace</li><li>Fortune Gems</li><li>Golden Empire</li></ul>`,
      ],
    },
  },
  {
    date: '2025-02-06 09:00:00',
    texts: {
      en: ['Keep your account safe', '<p>We will <strong>never</strong> ask for your password or SMS code.</p><ul><li>Use a password you use nowhere else.</li><li>Set a payment password for withdrawals.</li><li>Sign out on shared phones.</li></ul>'],
      bn: ['আপনার অ্যাকাউন্ট নিরাপদ রাখুন', '<p>আমরা <strong>কখনও</strong> আপনার পাসওয়ার্ড বা SMS কোড চাইব না।</p><ul><li>অন্য কোথাও ব্যবহার করেন না এমন পাসওয়ার্ড দিন।</li><li>উত্তোলনের জন্য পেমেন্ট পাসওয়ার্ড সেট করুন।</li><li>শেয়ার করা ফোনে সাইন আউট করুন।</li></ul>'],
      zh: ['保护账户安全', '<p>我们<strong>绝不会</strong>索取您的密码或短信验证码。</p><ul><li>使用在别处未用过的密码。</li><li>为取款设置支付密码。</li><li>在共用手机上请退出登录。</li></ul>'],
    },
  },
  {
    date: '2025-02-02 15:00:00',
    texts: {
      en: [
        'VIP levels',
        '<p>Your turnover lifts your VIP level every month:</p><table><thead><tr><th>Level</th><th>Monthly turnover</th><th>Rebate</th></tr></thead><tbody><tr><td>Silver</td><td>50,000</td><td>0.5%</td></tr><tr><td>Gold</td><td>200,000</td><td>0.8%</td></tr><tr><td>Diamond</td><td>1,000,000</td><td>1.2%</td></tr></tbody></table>',
      ],
      bn: [
        'ভিআইপি স্তর',
        '<p>প্রতি মাসে আপনার টার্নওভার ভিআইপি স্তর বাড়ায়:</p><table><thead><tr><th>স্তর</th><th>মাসিক টার্নওভার</th><th>রিবেট</th></tr></thead><tbody><tr><td>সিলভার</td><td>৫০,০০০</td><td>০.৫%</td></tr><tr><td>গোল্ড</td><td>২,০০,০০০</td><td>০.৮%</td></tr><tr><td>ডায়মন্ড</td><td>১০,০০,০০০</td><td>১.২%</td></tr></tbody></table>',
      ],
      zh: [
        'VIP 等级',
        '<p>每月流水决定您的 VIP 等级：</p><table><thead><tr><th>等级</th><th>月流水</th><th>返水</th></tr></thead><tbody><tr><td>白银</td><td>50,000</td><td>0.5%</td></tr><tr><td>黄金</td><td>200,000</td><td>0.8%</td></tr><tr><td>钻石</td><td>1,000,000</td><td>1.2%</td></tr></tbody></table>',
      ],
    },
  },
  {
    date: '2025-01-28 13:00:00',
    texts: {
      en: ['Faster withdrawals', '<p>Withdrawals now arrive in <strong>30 minutes</strong> on average.</p><ul><li>bKash and Nagad: up to 15 minutes</li><li>Bank transfer: up to 2 hours</li></ul>'],
      bn: ['দ্রুত উত্তোলন', '<p>উত্তোলন এখন গড়ে <strong>৩০ মিনিটে</strong> পৌঁছায়।</p><ul><li>বিকাশ ও নগদ: ১৫ মিনিট পর্যন্ত</li><li>ব্যাংক ট্রান্সফার: ২ ঘণ্টা পর্যন্ত</li></ul>'],
      zh: ['取款提速', '<p>取款现平均 <strong>30 分钟</strong>到账。</p><ul><li>bKash 与 Nagad：最快 15 分钟</li><li>银行转账：最长 2 小时</li></ul>'],
    },
  },
  {
    date: '2025-01-20 09:00:00',
    texts: {
      en: ['Install the app', '<p>Add the lobby to your home screen: it opens faster and keeps working offline.</p><ol><li>Open the browser menu.</li><li>Choose “Add to Home screen”.</li></ol><p>Or see the <a href="/m/download">download page</a>.</p>'],
      bn: ['অ্যাপ ইনস্টল করুন', '<p>লবিটি হোম স্ক্রিনে যোগ করুন: দ্রুত খোলে এবং অফলাইনেও চলে।</p><ol><li>ব্রাউজারের মেনু খুলুন।</li><li>“হোম স্ক্রিনে যোগ করুন” বেছে নিন।</li></ol><p>অথবা <a href="/m/download">ডাউনলোড পেজ</a> দেখুন।</p>'],
      zh: ['安装应用', '<p>将大厅添加到主屏幕：打开更快，离线也能使用。</p><ol><li>打开浏览器菜单。</li><li>选择“添加到主屏幕”。</li></ol><p>或查看<a href="/m/download">下载页面</a>。</p>'],
    },
  },
];
