/** The help centre tree (SPEC §2 "Help"): parents with children, titles in en, bn and zh. */
import type { NewRow } from '../../db/schema';

interface HelpSpec {
  tag: string;
  /** en, bn, zh titles; bn or zh may be missing and fall back to English. */
  titles: [en: string, bn?: string, zh?: string];
  content: string;
  children?: HelpSpec[];
}

const HELP: HelpSpec[] = [
  {
    tag: 'about',
    titles: ['About us', 'আমাদের সম্পর্কে', '关于我们'],
    content: '<p>A multi-vendor game lobby with slots, live casino, sports and more.</p>',
    children: [
      { tag: 'about-company', titles: ['Who we are', 'আমরা কারা', '我们是谁'], content: '<p>We bring games from more than twenty vendors into one lobby.</p>' },
      { tag: 'about-responsible', titles: ['Responsible gaming', 'দায়িত্বশীল গেমিং', '负责任博彩'], content: '<p>Play for fun. Set limits and take breaks. Players must be 18 or older.</p>' },
      { tag: 'about-privacy', titles: ['Privacy policy', 'গোপনীয়তা নীতি', '隐私政策'], content: '<p>We keep your personal data private and never sell it.</p>' },
    ],
  },
  {
    tag: 'account',
    titles: ['Account', 'অ্যাকাউন্ট', '账户'],
    content: '<p>Registration, login and security.</p>',
    children: [
      { tag: 'account-register', titles: ['How to register', 'কীভাবে নিবন্ধন করবেন', '如何注册'], content: '<ol><li>Tap Register.</li><li>Choose username or mobile.</li><li>Fill in the form and accept the terms.</li></ol>' },
      { tag: 'account-password', titles: ['Forgot password', 'পাসওয়ার্ড ভুলে গেছেন', '忘记密码'], content: '<p>Use "Forgot password" on the login page to reset it by email or SMS.</p>' },
      { tag: 'account-security', titles: ['Account security', 'অ্যাকাউন্ট নিরাপত্তা'], content: '<p>Never share your password. Change it regularly in Settings.</p>' },
    ],
  },
  {
    tag: 'deposit',
    titles: ['Deposit', 'ডিপোজিট', '存款'],
    content: '<p>How to add funds to your wallet.</p>',
    children: [
      { tag: 'deposit-how', titles: ['How to deposit', 'কীভাবে ডিপোজিট করবেন', '如何存款'], content: '<p>Open Deposit, choose a method, enter the amount and confirm.</p>' },
      { tag: 'deposit-methods', titles: ['Payment methods', 'পেমেন্ট পদ্ধতি', '支付方式'], content: '<ul><li>Bank transfer</li><li>E-wallet</li><li>Mobile banking</li></ul>' },
    ],
  },
  {
    tag: 'withdraw',
    titles: ['Withdrawal', 'উত্তোলন', '取款'],
    content: '<p>How to take out your winnings.</p>',
    children: [
      { tag: 'withdraw-how', titles: ['How to withdraw', 'কীভাবে উত্তোলন করবেন', '如何取款'], content: '<p>Open Withdraw, pick your bank card, enter the amount and your payment password.</p>' },
      { tag: 'withdraw-time', titles: ['Processing times', 'প্রক্রিয়াকরণের সময়', '处理时间'], content: '<p>Most withdrawals arrive within 30 minutes.</p>' },
    ],
  },
  {
    tag: 'games',
    titles: ['Games', 'গেমস', '游戏'],
    content: '<p>Rules, fairness and the app.</p>',
    children: [
      { tag: 'games-rules', titles: ['Game rules', 'গেমের নিয়ম', '游戏规则'], content: '<p>Each game shows its rules and paytable from the menu inside the game.</p>' },
      { tag: 'games-fair', titles: ['Fair play', 'ন্যায্য খেলা', '公平游戏'], content: '<p>Vendors use certified random number generators.</p>' },
      { tag: 'games-app', titles: ['Install the app', 'অ্যাপ ইনস্টল করুন'], content: '<p>Add the lobby to your home screen from the browser menu.</p>' },
    ],
  },
];

const LANGUAGES = ['en', 'bn', 'zh'] as const;

export function generateHelp(): NewRow<'help_items'>[] {
  const rows: NewRow<'help_items'>[] = [];
  let id = 1;
  const add = (spec: HelpSpec, parentId: number | null, sort: number) => {
    const itemId = id++;
    LANGUAGES.forEach((language, i) => {
      const title = spec.titles[i];
      if (title) rows.push({ id: itemId, language, parent_id: parentId, tag: spec.tag, title, content: spec.content, sort });
    });
    spec.children?.forEach((child, index) => add(child, itemId, index + 1));
  };
  HELP.forEach((spec, index) => add(spec, null, index + 1));
  return rows;
}
