/**
 * /m/set "personal_setting" (SPEC §2): three tabs — profile (`?tab=profile`, the default),
 * security (`?tab=security`) and real-name verification (`?tab=verify`). Members only: a guest
 * goes to /m/login, a trial guest gets the trial prompt. Offline what was last seen shows, and
 * changes wait for a connection with the input kept. A lazy chunk.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { worker } from '../../bridge/worker';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { isTrial, session } from '../../state/session';
import { TrialPrompt } from '../member';
import { LoadState } from './LoadState';
import { ProfileTab } from './ProfileTab';
import { tabOf, type SettingsTab } from './profile-rules';
import { SecurityTab } from './SecurityTab';
import { useLoaded } from '../../ui/useLoaded';
import { VerifyTab } from './VerifyTab';
import '../../ui/tabs.css';
import './profile.css';

const TABS: readonly { tab: SettingsTab; key: 'profile_tab_profile' | 'profile_tab_security' | 'profile_tab_verify' }[] = [
  { tab: 'profile', key: 'profile_tab_profile' },
  { tab: 'security', key: 'profile_tab_security' },
  { tab: 'verify', key: 'profile_tab_verify' },
];

export default function PersonalSettingsPage() {
  const { info, userKey } = useSnapshot(session);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!info) navigate(href('login'), { replace: true });
  }, [info, navigate]);
  if (!info) return null;
  if (isTrial(info)) return <TrialPrompt />;
  // Signed in, the worker still restoring the session: a frame, not a flash of "empty".
  if (!userKey) return <div className="profile-loading" role="status" aria-busy="true" />;
  return <SettingsScreen key={userKey} />;
}

function SettingsScreen() {
  useCatalogueArea('messages');
  useCatalogueArea('account');
  useCatalogueArea('profile');
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const tab = tabOf(new URLSearchParams(useSearch()).get('tab'));
  const settings = useLoaded('profile.settings', () => worker().profile.settings());
  const profile = useLoaded('profile.read', () => worker().profile.read());
  const verification = useLoaded('profile.verification', () => worker().profile.verification());
  const open = (next: SettingsTab) => navigate(next === 'profile' ? href('settings') : href('settings', { tab: next }), { replace: true });

  return (
    <section className="profile" aria-label={t('personal_setting')}>
      <div className="tabs profile-tabs" role="tablist" aria-label={t('profile_tabs')}>
        {TABS.map(({ tab: option, key }) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={option === tab}
            className={`tabs__tab${option === tab ? ' tabs__tab--active' : ''}`}
            onClick={() => open(option)}
          >
            {t(key)}
          </button>
        ))}
      </div>
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
