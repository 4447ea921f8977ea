/**
 * Banners for every group of BANNER_GROUPS (SPEC §3); home gets several for the carousel. A
 * banner is a picture with its title drawn in: each language gets its own picture (banner_texts).
 */
import { BANNER_GROUPS, type BannerGroup } from '../../../src/api/catalogue-wire';
import type { NewRow } from '../../db/schema';
import { bannerImageUrl } from '../media-urls';

type Titles = { en: string; bn: string; zh: string };

const BANNERS: Record<BannerGroup, [titles: Titles, link: string][]> = {
  m_home: [
    [{ en: 'Welcome Bonus 100%', bn: 'স্বাগতম বোনাস ১০০%', zh: '首存奖励 100%' }, '/m/activityDetail?id=1'],
    [{ en: 'JILI Super Week', bn: 'JILI সুপার সপ্তাহ', zh: 'JILI 超级周' }, '/m/provider?vassalage=JILI'],
    [{ en: 'Fa Chai Fishing Frenzy', bn: 'Fa Chai মাছ ধরার উৎসব', zh: '发财捕鱼狂欢' }, '/m/provider?vassalage=FC'],
    [{ en: 'Live Casino Nights', bn: 'লাইভ ক্যাসিনো রাত', zh: '真人娱乐之夜' }, '/m/live-games'],
    [{ en: 'Invite Friends, Earn Rewards', bn: 'বন্ধুদের আমন্ত্রণ, পুরস্কার জিতুন', zh: '邀请好友，赢取奖励' }, '/m/activityDetail?id=4'],
  ],
  m_rng: [
    [{ en: 'Slots Cashback 5%', bn: 'স্লট ক্যাশব্যাক ৫%', zh: '老虎机返水 5%' }, '/m/activityDetail?id=3'],
    [{ en: 'PG Mega Spins', bn: 'PG মেগা স্পিন', zh: 'PG 超级旋转' }, '/m/provider?vassalage=PGE'],
  ],
  m_sports: [
    [{ en: 'Sportsbook Odds Boost', bn: 'স্পোর্টসবুক অডস বুস্ট', zh: '体育赔率提升' }, '/m/sport-games'],
    [{ en: 'E-Sports Finals', bn: 'ই-স্পোর্টস ফাইনাল', zh: '电竞总决赛' }, '/m/sport-games'],
  ],
  m_pvp: [
    [{ en: 'Poker Tournament', bn: 'পোকার টুর্নামেন্ট', zh: '扑克锦标赛' }, '/m/poker-games'],
    [{ en: 'Teen Patti Tables', bn: 'তিন পাত্তি টেবিল', zh: '三张牌牌桌' }, '/m/poker-games'],
  ],
  m_live: [
    [{ en: 'Evolution Live', bn: 'Evolution লাইভ', zh: 'Evolution 真人' }, '/m/provider?vassalage=EVO'],
    [{ en: 'Speed Baccarat', bn: 'স্পিড ব্যাকারাট', zh: '极速百家乐' }, '/m/live-games'],
  ],
  m_fish: [
    [{ en: 'Ocean King Bounty', bn: 'ওশান কিং পুরস্কার', zh: '海王悬赏' }, '/m/fishing-games'],
    [{ en: 'Fishing Weekend', bn: 'মাছ ধরার সপ্তাহান্ত', zh: '捕鱼周末' }, '/m/fishing-games'],
  ],
  m_lott: [
    [{ en: 'VN Lottery Draws', bn: 'ভিয়েতনাম লটারি ড্র', zh: '越南彩开奖' }, '/m/lott'],
    [{ en: 'Lucky Numbers', bn: 'ভাগ্যবান সংখ্যা', zh: '幸运号码' }, '/m/lott'],
  ],
  m_elott: [
    [{ en: 'Fast 3 Every Minute', bn: 'প্রতি মিনিটে ফাস্ট ৩', zh: '快三每分钟开奖' }, '/m/elott'],
    [{ en: 'E-Lottery Jackpot', bn: 'ই-লটারি জ্যাকপট', zh: '电子彩票头奖' }, '/m/elott'],
  ],
  m_reg: [
    [{ en: 'Join Today', bn: 'আজই যোগ দিন', zh: '立即加入' }, '/m/register'],
    [{ en: 'Welcome Gift for New Members', bn: 'নতুন সদস্যদের স্বাগতম উপহার', zh: '新会员见面礼' }, '/m/register'],
  ],
  m_game: [
    [{ en: 'Game Centre', bn: 'গেম সেন্টার', zh: '游戏中心' }, '/m/gameCenter'],
    [{ en: 'New Games Every Week', bn: 'প্রতি সপ্তাহে নতুন গেম', zh: '每周新游戏' }, '/m/gameCenter'],
  ],
};

/** The banner rows: `title` is the English one, the fallback every language has. */
export function generateBanners(): NewRow<'banners'>[] {
  return numbered().map(({ id, group, titles, link, sequence }) => ({
    id,
    group_name: group,
    title: titles.en,
    image_url: bannerImageUrl(id),
    link,
    sequence,
  }));
}

/** The title each banner's picture shows, per language (en, bn, zh: SPEC §1 languages). */
export function generateBannerTexts(): NewRow<'banner_texts'>[] {
  return numbered().flatMap(({ id, titles }) =>
    Object.entries(titles).map(([language, title]) => ({ banner_id: id, language, title })),
  );
}

function numbered() {
  let id = 1;
  return BANNER_GROUPS.flatMap((group) =>
    BANNERS[group].map(([titles, link], index) => ({ id: id++, group, titles, link, sequence: index + 1 })),
  );
}
