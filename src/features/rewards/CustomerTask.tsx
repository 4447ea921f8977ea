/** The reward centre's task list (SPEC §2 CustomerTask): one card per mission. */
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { MissionCard } from './MissionCard';
import { useMissions } from './useMissions';

export function CustomerTask() {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const { list, loading, failed, reload } = useMissions(language);

  return (
    <section className="rewards" aria-label={t('reward_center')}>
      <h2 className="rewards__heading">{t('records_tasks')}</h2>
      <p className="rewards-note rewards__note">{t('records_tasks_note')}</p>
      {!list && loading && <div className="rewards-loading" role="status" aria-busy="true" />}
      {!list && !loading && failed && (
        <div className="rewards-note rewards-note--error" role="alert">
          <p>{t('records_load_failed')}</p>
          <button type="button" className="button button--ghost" onClick={reload}>
            {t('retry')}
          </button>
        </div>
      )}
      {list && list.missions.length === 0 && <p className="rewards-empty">{t('records_tasks_empty')}</p>}
      {list && list.missions.length > 0 && (
        <ul className="rewards-list" data-testid="rewards-list">
          {list.missions.map((mission) => (
            <MissionCard key={`${mission.code}:${mission.periodKey}`} mission={mission} signedIn={list.signedIn} onDone={reload} />
          ))}
        </ul>
      )}
      {list && !online && (
        <p className="rewards-note" role="status">
          {t('records_last_copy')}
        </p>
      )}
    </section>
  );
}
