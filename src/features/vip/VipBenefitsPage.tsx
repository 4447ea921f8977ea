/**
 * /m/member/benefits, VIP benefits (SPEC §2; §4 VIP progress; §7 MCSFE_getPlayerRankProgress):
 * the member's rank with the progress to the next level and its conditions, then the ladder with
 * each level's benefits and rebate rates. Like the side menu, which offers it to members only: a
 * guest goes to /m/login, a trial guest (no VIP rank) gets the trial prompt. Offline: the last
 * copy the service worker kept. A lazy chunk; who may open it is the route's gate.
 */
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { LevelList } from './LevelList';
import { LoadNote } from './LoadNote';
import { RankCard } from './RankCard';
import { useVipLevels, useVipProgress } from './useVipData';
import './vip.css';

export default function VipBenefitsPage() {
  useCatalogueArea('vip');
  return <VipBenefits />;
}

function VipBenefits() {
  const { t } = useT();
  const levels = useVipLevels();
  const progress = useVipProgress();
  return (
    <div className="vip" data-testid="vip-page">
      {progress.value ? <RankCard progress={progress.value} /> : <LoadNote loaded={progress} />}
      <h2 className="vip-heading">{t('vip_levels_heading')}</h2>
      {levels.value ? <LevelList levels={levels.value.levels} current={progress.value?.level ?? null} /> : <LoadNote loaded={levels} />}
    </div>
  );
}
