/**
 * Server-speed picker popup (SPEC §2 side menu "server picker", §4 "Speed list", §9 scoring). The
 * worker pings the first 5 domains and writes each result as it returns; this lists the live
 * `speed` table: untested entries as such, tested ones by speed with a rating chip. Choosing one
 * makes it the API base, on this device, from now on.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { worker } from '../../bridge/worker';
import { SPEED_FAILURE_MS, domainBaseUrl, sortSpeedEntries, speedDisplayCategory } from '../../api/speed-score';
import { db } from '../../db/db';
import type { SpeedRow } from '../../db/rows';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { rememberApiBase, storedApiBase } from './api-base';
import '../../ui/settings-button.css';
import './settings.css';

const RATING_KEY = { fast: 'speed_fast', normal: 'speed_normal', slow: 'speed_slow' } as const;

/** Whether a test is running: outside React so re-opening the popup mid-test shows it. */
const speedTest = proxy({ running: false });

async function runTest(): Promise<void> {
  speedTest.running = true;
  try {
    await worker().speed.test();
  } catch {
    // Offline or the route list failed: the list keeps the last results.
  } finally {
    speedTest.running = false;
  }
}

function currentBase(): string {
  return storedApiBase() ?? location.origin;
}

export default function SpeedPicker({ onClose }: { onClose: () => void }) {
  useCatalogueArea('settings');
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const rows = useLiveQuery(() => db.speed.toArray(), [], [] as SpeedRow[]);
  const { running: testing } = useSnapshot(speedTest);
  const [current, setCurrent] = useState(currentBase);

  useEffect(() => {
    if (online) void runTest();
    // Test once when the popup opens (and again when the network comes back).
  }, [online]);

  async function choose(domain: string) {
    const base = domainBaseUrl(domain, location.protocol);
    const own = base === location.origin;
    rememberApiBase(own ? null : base);
    setCurrent(base);
    const remote = worker();
    await remote.session.configure({ baseUrl: own ? '' : base });
    void remote.sync.refresh('boot');
    void remote.sync.refresh('home');
    onClose();
  }

  const entries = sortSpeedEntries(rows);
  return (
    <section className="settings-popup">
      <p className="settings-popup__hint">{online ? t('speed_hint') : t('speed_offline')}</p>
      {entries.length === 0 ? (
        <p className="settings-popup__hint" role="status">
          {testing ? t('speed_testing') : t('speed_empty')}
        </p>
      ) : (
        <div className="choice-list" role="radiogroup" aria-label={t('speed_title')} data-testid="speed-list">
          {entries.map((entry) => (
            <SpeedChoice
              key={entry.domain}
              entry={entry}
              selected={domainBaseUrl(entry.domain, location.protocol) === current}
              onChoose={() => void choose(entry.domain)}
            />
          ))}
        </div>
      )}
      <button
        type="button"
        className="settings-button settings-button--ghost"
        onClick={() => void runTest()}
        disabled={testing || !online}
        aria-busy={testing}
      >
        {testing && <span className="spinner" aria-hidden="true" />}
        {t(testing ? 'speed_testing' : 'speed_test_again')}
      </button>
    </section>
  );
}

function SpeedChoice({ entry, selected, onChoose }: { entry: SpeedRow; selected: boolean; onChoose: () => void }) {
  const { t } = useT();
  const failed = entry.ms === SPEED_FAILURE_MS;
  const category = entry.ms === null ? null : speedDisplayCategory(entry.ms);
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={t('speed_choose', { 0: entry.domain })}
      className={`choice${selected ? ' choice--selected' : ''}`}
      onClick={onChoose}
      disabled={failed && !selected}
      data-testid="speed-entry"
      data-state={entry.ms === null ? 'untested' : 'tested'}
    >
      <span className="choice__label">{entry.domain}</span>
      <span className="choice__meta">
        {selected && <span className="chip chip--current">{t('speed_in_use')}</span>}
        {entry.ms === null ? (
          <span className="chip chip--testing">{t('speed_testing')}</span>
        ) : failed ? (
          <span className="chip chip--slow">{t('speed_failed')}</span>
        ) : (
          <>
            <span>{t('speed_score', { 0: entry.ms })}</span>
            <span className={`chip chip--${category}`}>{t(RATING_KEY[category ?? 'normal'])}</span>
          </>
        )}
      </span>
      <span className="choice__mark" aria-hidden="true" />
    </button>
  );
}
