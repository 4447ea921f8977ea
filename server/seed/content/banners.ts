/** Banners for every group of BANNER_GROUPS (SPEC §3); home gets several for the carousel. */
import { BANNER_GROUPS, type BannerGroup } from '../../../src/api/wire';
import type { NewRow } from '../../db/schema';
import { bannerImageUrl } from '../media-urls';

const BANNERS: Record<BannerGroup, [title: string, link: string][]> = {
  m_home: [
    ['Welcome Bonus 100%', '/m/activityDetail?id=1'],
    ['JILI Super Week', '/m/provider?vassalage=JILI'],
    ['Fa Chai Fishing Frenzy', '/m/provider?vassalage=FC'],
    ['Live Casino Nights', '/m/live-games'],
    ['Invite Friends, Earn Rewards', '/m/activityDetail?id=4'],
  ],
  m_rng: [
    ['Slots Cashback 5%', '/m/activityDetail?id=3'],
    ['PG Mega Spins', '/m/provider?vassalage=PGE'],
  ],
  m_sports: [
    ['Sportsbook Odds Boost', '/m/sport-games'],
    ['E-Sports Finals', '/m/sport-games'],
  ],
  m_pvp: [
    ['Poker Tournament', '/m/poker-games'],
    ['Teen Patti Tables', '/m/poker-games'],
  ],
  m_live: [
    ['Evolution Live', '/m/provider?vassalage=EVO'],
    ['Speed Baccarat', '/m/live-games'],
  ],
  m_fish: [
    ['Ocean King Bounty', '/m/fishing-games'],
    ['Fishing Weekend', '/m/fishing-games'],
  ],
  m_lott: [
    ['VN Lottery Draws', '/m/lott'],
    ['Lucky Numbers', '/m/lott'],
  ],
  m_elott: [
    ['Fast 3 Every Minute', '/m/elott'],
    ['E-Lottery Jackpot', '/m/elott'],
  ],
  m_reg: [
    ['Join Today', '/m/register'],
    ['Welcome Gift for New Members', '/m/register'],
  ],
  m_game: [
    ['Game Centre', '/m/gameCenter'],
    ['New Games Every Week', '/m/gameCenter'],
  ],
};

export function generateBanners(): NewRow<'banners'>[] {
  let id = 1;
  return BANNER_GROUPS.flatMap((group) =>
    BANNERS[group].map(([title, link], index) => {
      const rowId = id++;
      return { id: rowId, group_name: group, title, image_url: bannerImageUrl(rowId), link, sequence: index + 1 };
    }),
  );
}
