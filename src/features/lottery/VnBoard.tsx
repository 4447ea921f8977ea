/** A daily (VN-style) game's prize tiers for one day, with the day picker. */
import { useSnapshot } from 'valtio';
import type { VnPrizeTier } from '../../api/lottery-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { useLoaded } from '../../ui/useLoaded';
import { AsOf, LoadFrame } from './BallsAndNotes';
import { useNow } from './useNow';

const TIER_KEYS: Record<VnPrizeTier, MessageKey> = {
  special: 'lottery_tier_special',
  first: 'lottery_tier_first',
  second: 'lottery_tier_second',
  third: 'lottery_tier_third',
  fourth: 'lottery_tier_fourth',
  fifth: 'lottery_tier_fifth',
  sixth: 'lottery_tier_sixth',
  seventh: 'lottery_tier_seventh',
};

export function VnBoard({ gameCode, day, onDay }: { gameCode: string; day: string | null; onDay: (day: string) => void }) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const now = useNow(30_000);
  const results = useLoaded(`vn:${day ?? ''}`, () => worker().lottery.vnResults(day ?? undefined));
  const shownDay = day ?? results.value?.date ?? '';
  const board = results.value?.list.find((entry) => entry.gameCode === gameCode);

  return (
    <section className="lottery-card lottery-vn" aria-labelledby="lottery-vn-title" data-testid="lottery-vn">
      <h2 id="lottery-vn-title" className="lottery-section-title">
        {t('lottery_prize_board')}
      </h2>
      <label className="lottery-vn__day">
        <span className="lottery-muted">{t('lottery_day')}</span>
        <input type="date" value={shownDay} onChange={(event) => event.target.value && onDay(event.target.value)} />
      </label>
      {!results.value ? (
        <LoadFrame failed={results.failed} reload={results.reload} />
      ) : (
        <>
          <AsOf asOf={results.value.asOf} now={now} online={online} />
          {!board ? (
            <p className="lottery-empty">{t('lottery_vn_none')}</p>
          ) : (
            <table className="lottery-vn__table">
              <caption className="lottery-muted">{t('lottery_draw_no', { drawNo: board.drawNo })}</caption>
              <tbody>
                {board.tiers.map((tier) => (
                  <tr key={tier.tier} className={tier.tier === 'special' ? 'lottery-vn__special' : undefined}>
                    <th scope="row">{t(TIER_KEYS[tier.tier])}</th>
                    <td>{tier.numbers.join('  ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
