/**
 * /m/set "personal_setting" (SPEC §2): three tabs — profile (`?tab=profile`, the default),
 * security (`?tab=security`) and real-name verification (`?tab=verify`). Members only (the route's
 * gate). Offline what was last seen shows, and
 * changes wait for a connection with the input kept. A lazy chunk.
 */
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { worker } from '../../bridge/worker';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { session } from '../../state/session';
import { LoadState } from './LoadState';
import { ProfileTab } from './ProfileTab';
import { SETTINGS_TABS, type SettingsTab } from './profile-rules';
import { SecurityTab } from './SecurityTab';
import { useLoaded } from '../../ui/useLoaded';
import { VerifyTab } from './VerifyTab';
import { tabFrom } from '../../ui/tab-choice';
import { Tabs } from '../../ui/Tabs';
import './profile.css';

const TABS: readonly { tab: SettingsTab; key: 'profile_tab_profile' | 'profile_tab_security' | 'profile_tab_verify' }[] = [
  { tab: 'profile', key: 'profile_tab_profile' },
  { tab: 'security', key: 'profile_tab_security' },
  { tab: 'verify', key: 'profile_tab_verify' },
];

export default function PersonalSettingsPage() {
  const { userKey } = useSnapshot(session);
  return <SettingsScreen key={userKey} />;
}

function SettingsScreen() {
  useCatalogueArea('messages');
  useCatalogueArea('account');
  useCatalogueArea('profile');
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const tab = tabFrom(SETTINGS_TABS, new URLSearchParams(useSearch()).get('tab'));
  const settings = useLoaded('profile.settings', () => worker().profile.settings());
  const profile = useLoaded('profile.read', () => worker().profile.read());
  const verification = useLoaded('profile.verification', () => worker().profile.verification());
  const open = (next: SettingsTab) => navigate(next === 'profile' ? href('settings') : href('settings', { tab: next }), { replace: true });

  return (
    <section className="profile" aria-label={t('personal_setting')}>
      <Tabs className="profile-tabs" label={t('profile_tabs')} options={TABS.map(({ tab: id, key }) => ({ id, label: t(key) }))} active={tab} onSelect={open} />
      {!online && (
        <p className="profile-offline" role="status">
          {t('profile_offline_note')}
        </p>
      )}
      <div role="tabpanel" aria-label={t(TABS.find((o) => o.tab === tab)!.key)} className="profile-panel">
        {tab === 'profile' &&
          (profile.value && settings.value ? (
            <ProfileTab
              profile={profile.value}
              settings={settings.value}
              onSaved={profile.set}
            />
          ) : (
            <LoadState failed={profile.failed ?? settings.failed} reload={() => (profile.reload(), settings.reload())} />
          ))}
        {tab === 'security' && <SecurityTab />}
        {tab === 'verify' &&
          (verification.value ? <VerifyTab status={verification.value} onStatus={verification.set} /> : <LoadState failed={verification.failed} reload={verification.reload} />)}
      </div>
    </section>
  );
}
