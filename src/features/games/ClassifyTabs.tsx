import { useT } from '../../i18n/useT';
import { activeTab, classifyTabs, selectTab, type ListState } from './list-rules';
import '../../ui/tabs.css';

/** SPEC §2 classification menu: all, new games, then the current type's classifications. */
export function ClassifyTabs({ state, classifications, onChange }: {
  state: ListState;
  classifications: readonly { key: string; displayName: string }[];
  onChange: (next: ListState) => void;
}) {
  const { t } = useT();
  const active = activeTab(state);
  return (
    <div className="tabs tabs--classify" role="tablist" aria-label={t('games_classifications')}>
      {classifyTabs(classifications).map((tab) => (
        <button
          key={tab.key || 'all'}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={`tabs__tab${tab.key === active ? ' tabs__tab--active' : ''}`}
          onClick={() => onChange(selectTab(state, tab.key))}
        >
          {tab.kind === 'all' ? t('games_all') : tab.kind === 'new' ? t('games_new') : tab.label}
        </button>
      ))}
    </div>
  );
}
