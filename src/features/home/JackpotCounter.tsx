import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { worker } from '../../bridge/worker';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { useCurrency } from '../../ui/useMoney';
import { formatJackpot } from './home-rules';

/** The jackpot counter (SPEC §9, height 56): the worker's timer writes the row; this reads it. */
export default function JackpotCounter() {
  const { t, language } = useT();
  const currency = useCurrency();
  const row = useLiveQuery(() => db.jackpot.get('demo'), []);
  useEffect(() => {
    // WARNING: starts the worker — after the first frame, like boot does, never before it.
    const id = setTimeout(() => void worker().jackpot.start().catch(() => undefined), 0);
    return () => clearTimeout(id);
  }, []);
  return (
    <section className="jackpot" aria-label={t('games_jackpot')}>
      <span className="jackpot__label">{t('games_jackpot')}</span>
      <output className="jackpot__amount" data-testid="jackpot">
        {row ? formatJackpot(row.amount, language, currency) : '—'}
      </output>
    </section>
  );
}
