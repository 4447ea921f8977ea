/** When the figures were made, and a word when they are a kept copy rather than a fresh read. */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { isStale, timeOf } from './arena-rules';

export function AsOfNote({ asOf }: { asOf: string }) {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const stale = isStale(asOf, now, online);
  return (
    <p className={`arena-asof${stale ? ' arena-asof--stale' : ''}`} data-testid="arena-asof" data-stale={stale}>
      {t('arena_as_of', { time: timeOf(asOf, language) })}
      {stale && <span> · {t('arena_stale')}</span>}
    </p>
  );
}
