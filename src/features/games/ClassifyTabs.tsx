import { useT } from '../../i18n/useT';
import { activeTab, classifyTabs, selectTab, type ListState } from './list-rules';
import { Tabs } from '../../ui/Tabs';

/** SPEC §2 classification menu: all, new games, then the current type's classifications. */
export function ClassifyTabs({ state, classifications, onChange }: {
  state: ListState;
  classifications: readonly { key: string; displayName: string }[];
  onChange: (next: ListState) => void;
}) {
  const { t } = useT();
  const active = activeTab(state);
  return (
    <Tabs
      className="tabs--classify"
      label={t('games_classifications')}
      options={classifyTabs(classifications).map((tab) => ({ id: tab.key, label: tab.kind === 'all' ? t('games_all') : tab.kind === 'new' ? t('games_new') : tab.label }))}
      active={active}
      onSelect={(key) => onChange(selectTab(state, key))}
    />
  );
}
