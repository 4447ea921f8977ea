/**
 * /m/member/benefits, VIP benefits (SPEC §2; §4 VIP progress; §7 MCSFE_getPlayerRankProgress):
 * the member's rank with the progress to the next level and its conditions, then the ladder with
 * each level's benefits and rebate rates. Like the side menu, which offers it to members only: a
 * guest goes to /m/login, a trial guest (no VIP rank) gets the trial prompt. Offline: the last
 * copy the service worker kept. A lazy chunk.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { TrialPrompt } from '../member';
import { LevelList } from './LevelList';
import { LoadNote } from './LoadNote';
import { RankCard } from './RankCard';
import { useVipLevels, useVipProgress } from './useVipData';
import './vip.css';

export default function VipBenefitsPage() {
  useCatalogueArea('vip');
  const { info, userKey } = useSnapshot(session);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!info) navigate(href('login'), { replace: true });
  }, [info, navigate]);
  if (!info) return null;
  if (isTrial(info)) return <TrialPrompt />;
  // Signed in, the worker still restoring the session: a frame, not a flash of "empty".
  if (!userKey) return <div className="vip-loading" role="status" aria-busy="true" />;
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
