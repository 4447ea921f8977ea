/**
 * /m/numero?game=&type=, numero: every pick of a bet type as a grid (00–99 for the last two
 * digits; for the last three a hundreds selector, then that hundred), each with how often it won
 * over the counted draws and how many draws since, hot and cold marked. Several can be selected;
 * "Add N to slip" (disabled, and saying to pick, while nothing is picked) puts them on the game's slip at the default stake and goes back to the game.
 * Offline it works from the copy of the statistics.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { LOTTERY_MAX_SUBORDERS, LOTTERY_STAKE, picksOf, type LotteryBetType } from '../../api/lottery-rules';
import type { NumeroStat } from '../../api/lottery-wire';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { useLoaded } from '../../ui/useLoaded';
import { AsOf, LoadFrame, NoteLine, usePickText, type Note } from './BallsAndNotes';
import { BET_TYPE_KEYS, heatOf, hundredPicks } from './lottery-page-rules';
import { addLines, defaultStake } from './slip-rules';
import { loadSlip, saveSlip } from './slip-store';
import { useNow } from './useNow';

export function NumeroPage({ gameCode, type }: { gameCode: string; type: LotteryBetType }) {
  const { t } = useT();
  const pickText = usePickText();
  const { online } = useSnapshot(appState);
  const now = useNow(30_000);
  const [, navigate] = useLocation();
  const numero = useLoaded(`numero:${gameCode}:${type}`, () => worker().lottery.numero(gameCode, type));
  // The stake limits and slip size (the copy offline); the defaults of the rules until it is read.
  const menu = useLoaded(`menu:${gameCode}`, () => worker().lottery.menu(gameCode));
  const [hundred, setHundred] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [note, setNote] = useState<Note | null>(null);

  if (!numero.value) return <LoadFrame failed={numero.failed} reload={numero.reload} />;
  const stats = new Map<string, NumeroStat>(numero.value.stats.map((stat) => [stat.pick, stat]));
  const all = picksOf(type);
  const shown = type === 'last3' ? hundredPicks(hundred) : all;
  const toggle = (pick: string) => setSelected((now) => (now.includes(pick) ? now.filter((p) => p !== pick) : [...now, pick]));

  const addToSlip = () => {
    const info = menu.value?.betTypes.find((entry) => entry.type === type);
    const stake = defaultStake(info ? { min: info.minStake, max: info.maxStake } : LOTTERY_STAKE);
    const max = menu.value?.maxSuborders ?? LOTTERY_MAX_SUBORDERS;
    const outcome = addLines(loadSlip(gameCode), selected.map((pick) => ({ betType: type, pick })), stake, max);
    if (outcome.added === 0) return setNote({ key: outcome.overflow ? 'lottery_slip_full' : 'lottery_slip_duplicate', params: { max: String(max) }, tone: 'error' });
    saveSlip(gameCode, outcome.lines);
    navigate(href('lotteryGame', { game: gameCode, type }));
  };

  return (
    <div className="lottery-numero" data-testid="lottery-numero">
      <AsOf asOf={numero.value.asOf} now={now} online={online} />
      <h2 className="lottery-numero__title">
        {t(BET_TYPE_KEYS[type])} · {t('lottery_numero_over', { draws: String(numero.value.draws) })}
      </h2>
      <ul className="lottery-legend" aria-label={t('lottery_legend')}>
        <li>
          <span className="lottery-heat lottery-heat--hot" aria-hidden="true" /> {t('lottery_hot')}
        </li>
        <li>
          <span className="lottery-heat lottery-heat--cold" aria-hidden="true" /> {t('lottery_cold')}
        </li>
        <li className="lottery-muted">{t('lottery_legend_figures')}</li>
      </ul>
      {type === 'last3' && (
        <div className="tabs lottery-hundreds" role="group" aria-label={t('lottery_hundreds')}>
          {Array.from({ length: 10 }, (_, h) => (
            <button
              key={h}
              type="button"
              aria-pressed={h === hundred}
              className={`tabs__tab${h === hundred ? ' tabs__tab--active' : ''}`}
              onClick={() => setHundred(h)}
            >
              {`${h}00–${h}99`}
            </button>
          ))}
        </div>
      )}
      <div className="lottery-numero__grid" role="group" aria-label={t('lottery_picks')} data-testid="lottery-numero-grid">
        {shown.map((pick) => {
          const stat = stats.get(pick);
          const heat = stat ? heatOf(stat, numero.value!.draws, all.length) : 'normal';
          const on = selected.includes(pick);
          const since = stat?.drawsSince ?? null;
          const figures = t('lottery_numero_figures', { hits: String(stat?.hits ?? 0), since: since === null ? '—' : String(since) });
          return (
            <button
              key={pick}
              type="button"
              className={`lottery-numero__cell lottery-numero__cell--${heat}${on ? ' lottery-pick--on' : ''}`}
              aria-pressed={on}
              onClick={() => toggle(pick)}
            >
              <span className="lottery-numero__pick">{pickText(pick)}</span>
              <span className="lottery-numero__stat" aria-hidden="true">
                {stat?.hits ?? 0}·{since ?? '—'}
              </span>
              {/* The figures in words for a screen reader: the name starts with the pick as shown. */}
              <span className="lottery-hidden">
                , {figures}
                {heat === 'normal' ? '' : `, ${t(heat === 'hot' ? 'lottery_hot' : 'lottery_cold')}`}
              </span>
            </button>
          );
        })}
      </div>
      <div className="lottery-numero__bar">
        <button type="button" className="button" disabled={selected.length === 0} onClick={addToSlip} data-testid="lottery-numero-add">
          {selected.length === 0 ? t('lottery_numero_pick_first') : t('lottery_numero_add', { n: String(selected.length) })}
        </button>
        <NoteLine note={note} testId="lottery-numero-note" />
      </div>
    </div>
  );
}
