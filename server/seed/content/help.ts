/**
 * The help centre tree (SPEC §2 "Help"): parents with children, every item's title and HTML in
 * en, bn and zh.
 */
import type { NewRow } from '../../db/schema';

type Texts = Record<'en' | 'bn' | 'zh', [title: string, content: string]>;

interface HelpSpec {
  tag: string;
  texts: Texts;
  children?: HelpSpec[];
}

const HELP: HelpSpec[] = [
  {
    tag: 'about',
    texts: {
      en: ['About us', '<p>A multi-vendor game lobby with slots, live casino, sports and more.</p>'],
      bn: ['আমাদের সম্পর্কে', '<p>স্লট, লাইভ ক্যাসিনো, স্পোর্টস এবং আরও অনেক কিছু নিয়ে একটি মাল্টি-ভেন্ডর গেম লবি।</p>'],
      zh: ['关于我们', '<p>汇集老虎机、真人娱乐、体育等多家供应商游戏的大厅。</p>'],
    },
    children: [
      {
        tag: 'about-company',
        texts: {
          en: ['Who we are', '<p>We bring games from more than twenty vendors into one lobby.</p>'],
          bn: ['আমরা কারা', '<p>আমরা বিশটিরও বেশি ভেন্ডরের গেম এক লবিতে নিয়ে আসি।</p>'],
          zh: ['我们是谁', '<p>我们将二十多家供应商的游戏汇聚在一个大厅。</p>'],
        },
      },
      {
        tag: 'about-responsible',
        texts: {
          en: ['Responsible gaming', '<p>Play for fun. Set limits and take breaks. Players must be <strong>18 or older</strong>.</p>'],
          bn: ['দায়িত্বশীল গেমিং', '<p>আনন্দের জন্য খেলুন। সীমা ঠিক করুন এবং বিরতি নিন। খেলোয়াড়দের বয়স <strong>১৮ বা তার বেশি</strong> হতে হবে।</p>'],
          zh: ['负责任博彩', '<p>娱乐为主。设定限额，适时休息。玩家须年满 <strong>18 岁</strong>。</p>'],
        },
      },
      {
        tag: 'about-privacy',
        texts: {
          en: ['Privacy policy', '<p>We keep your personal data private and never sell it.</p>'],
          bn: ['গোপনীয়তা নীতি', '<p>আমরা আপনার ব্যক্তিগত তথ্য গোপন রাখি এবং কখনও বিক্রি করি না।</p>'],
          zh: ['隐私政策', '<p>我们对您的个人数据保密，绝不出售。</p>'],
        },
      },
    ],
  },
  {
    tag: 'account',
    texts: {
      en: ['Account', '<p>Registration, login and security.</p>'],
      bn: ['অ্যাকাউন্ট', '<p>নিবন্ধন, লগইন ও নিরাপত্তা।</p>'],
      zh: ['账户', '<p>注册、登录与安全。</p>'],
    },
    children: [
      {
        tag: 'account-register',
        texts: {
          en: ['How to register', '<ol><li>Tap Register.</li><li>Choose username or mobile.</li><li>Fill in the form and accept the terms.</li></ol>'],
          bn: ['কীভাবে নিবন্ধন করবেন', '<ol><li>নিবন্ধনে ট্যাপ করুন।</li><li>ইউজারনেম বা মোবাইল বেছে নিন।</li><li>ফর্ম পূরণ করে শর্তাবলী মেনে নিন।</li></ol>'],
          zh: ['如何注册', '<ol><li>点击“注册”。</li><li>选择用户名或手机号。</li><li>填写表单并同意条款。</li></ol>'],
        },
      },
      {
        tag: 'account-password',
        texts: {
          en: ['Forgot password', '<p>Use <em>Forgot password</em> on the login page to reset it by email or SMS.</p>'],
          bn: ['পাসওয়ার্ড ভুলে গেছেন', '<p>ইমেল বা SMS দিয়ে রিসেট করতে লগইন পেজে <em>পাসওয়ার্ড ভুলে গেছেন</em> ব্যবহার করুন।</p>'],
          zh: ['忘记密码', '<p>在登录页使用<em>忘记密码</em>，通过邮箱或短信重置。</p>'],
        },
      },
      {
        tag: 'account-security',
        texts: {
          en: ['Account security', '<p>Never share your password. Change it regularly in Settings.</p>'],
          bn: ['অ্যাকাউন্ট নিরাপত্তা', '<p>কখনও পাসওয়ার্ড শেয়ার করবেন না। সেটিংসে নিয়মিত পরিবর্তন করুন।</p>'],
          zh: ['账户安全', '<p>切勿泄露密码，并定期在设置中修改。</p>'],
        },
      },
    ],
  },
  {
    tag: 'deposit',
    texts: {
      en: ['Deposit', '<p>How to add funds to your wallet.</p>'],
      bn: ['ডিপোজিট', '<p>কীভাবে ওয়ালেটে টাকা যোগ করবেন।</p>'],
      zh: ['存款', '<p>如何为钱包充值。</p>'],
    },
    children: [
      {
        tag: 'deposit-how',
        texts: {
          en: ['How to deposit', '<p>Open Deposit, choose a method, enter the amount and confirm.</p>'],
          bn: ['কীভাবে ডিপোজিট করবেন', '<p>ডিপোজিট খুলুন, পদ্ধতি বেছে নিন, পরিমাণ লিখে নিশ্চিত করুন।</p>'],
          zh: ['如何存款', '<p>打开“存款”，选择方式，输入金额并确认。</p>'],
        },
      },
      {
        tag: 'deposit-methods',
        texts: {
          en: ['Payment methods', '<ul><li>Bank transfer</li><li>E-wallet</li><li>Mobile banking</li></ul>'],
          bn: ['পেমেন্ট পদ্ধতি', '<ul><li>ব্যাংক ট্রান্সফার</li><li>ই-ওয়ালেট</li><li>মোবাইল ব্যাংকিং</li></ul>'],
          zh: ['支付方式', '<ul><li>银行转账</li><li>电子钱包</li><li>手机银行</li></ul>'],
        },
      },
    ],
  },
  {
    tag: 'withdraw',
    texts: {
      en: ['Withdrawal', '<p>How to take out your winnings.</p>'],
      bn: ['উত্তোলন', '<p>কীভাবে আপনার জয়ের টাকা তুলবেন।</p>'],
      zh: ['取款', '<p>如何提取您的奖金。</p>'],
    },
    children: [
      {
        tag: 'withdraw-how',
        texts: {
          en: ['How to withdraw', '<p>Open Withdraw, pick your bank card, enter the amount and your payment password.</p>'],
          bn: ['কীভাবে উত্তোলন করবেন', '<p>উত্তোলন খুলুন, ব্যাংক কার্ড বেছে নিন, পরিমাণ ও পেমেন্ট পাসওয়ার্ড লিখুন।</p>'],
          zh: ['如何取款', '<p>打开“取款”，选择银行卡，输入金额和支付密码。</p>'],
        },
      },
      {
        tag: 'withdraw-time',
        texts: {
          en: ['Processing times', '<table><thead><tr><th>Method</th><th>Usually</th></tr></thead><tbody><tr><td>E-wallet</td><td>15 minutes</td></tr><tr><td>Bank transfer</td><td>2 hours</td></tr></tbody></table>'],
          bn: ['প্রক্রিয়াকরণের সময়', '<table><thead><tr><th>পদ্ধতি</th><th>সাধারণত</th></tr></thead><tbody><tr><td>ই-ওয়ালেট</td><td>১৫ মিনিট</td></tr><tr><td>ব্যাংক ট্রান্সফার</td><td>২ ঘণ্টা</td></tr></tbody></table>'],
          zh: ['处理时间', '<table><thead><tr><th>方式</th><th>通常</th></tr></thead><tbody><tr><td>电子钱包</td><td>15 分钟</td></tr><tr><td>银行转账</td><td>2 小时</td></tr></tbody></table>'],
        },
      },
    ],
  },
  {
    tag: 'games',
    texts: {
      en: ['Games', '<p>Rules, fairness and the app.</p>'],
      bn: ['গেমস', '<p>নিয়ম, ন্যায্যতা ও অ্যাপ।</p>'],
      zh: ['游戏', '<p>规则、公平性与应用。</p>'],
    },
    children: [
      {
        tag: 'games-rules',
        texts: {
          en: ['Game rules', '<p>Each game shows its rules and paytable from the menu inside the game.</p>'],
          bn: ['গেমের নিয়ম', '<p>প্রতিটি গেমের ভেতরের মেনুতে তার নিয়ম ও পেটেবিল দেখানো হয়।</p>'],
          zh: ['游戏规则', '<p>每款游戏的规则与赔付表可在游戏内菜单查看。</p>'],
        },
      },
      {
        tag: 'games-fair',
        texts: {
          en: ['Fair play', '<p>Vendors use certified random number generators.</p>'],
          bn: ['ন্যায্য খেলা', '<p>ভেন্ডররা সার্টিফাইড র‍্যান্ডম নম্বর জেনারেটর ব্যবহার করে।</p>'],
          zh: ['公平游戏', '<p>供应商使用经认证的随机数生成器。</p>'],
        },
      },
      {
        tag: 'games-app',
        texts: {
          en: ['Install the app', '<p>Add the lobby to your home screen from the browser menu, or open the <a href="/m/download">download page</a>.</p>'],
          bn: ['অ্যাপ ইনস্টল করুন', '<p>ব্রাউজার মেনু থেকে লবিটি হোম স্ক্রিনে যোগ করুন, অথবা <a href="/m/download">ডাউনলোড পেজ</a> খুলুন।</p>'],
          zh: ['安装应用', '<p>从浏览器菜单将大厅添加到主屏幕，或打开<a href="/m/download">下载页面</a>。</p>'],
        },
      },
    ],
  },
];

export function generateHelp(): NewRow<'help_items'>[] {
  const rows: NewRow<'help_items'>[] = [];
  let id = 1;
  const add = (spec: HelpSpec, parentId: number | null, sort: number) => {
    const itemId = id++;
    for (const [language, [title, content]] of Object.entries(spec.texts)) {
      rows.push({ id: itemId, language, parent_id: parentId, tag: spec.tag, title, content, sort });
    }
    spec.children?.forEach((child, index) => add(child, itemId, index + 1));
  };
  HELP.forEach((spec, index) => add(spec, null, index + 1));
  return rows;
}
