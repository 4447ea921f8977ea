/**
 * The add-to-home prompt (SPEC §2): an overlay with close. Where the browser offers a real install
 * (`beforeinstallprompt`, captured at boot) it is one button; on iOS the steps share → add to home
 * screen, or a download-profile button when the operator has a MOBILECONFIG link; older iOS
 * (12.0–12.1, 11 and below) gets the legacy tips. Closing calls back and, with the
 * hide-download-bar flag (status.info.paths.hideDownloadBar === '1'), toggles the app window bar.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { db } from '../../db/db';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { installOffer, promptInstall } from './install-event';
import { hidesDownloadBar, needsLegacyTips, parseIosVersion, resourceUrl } from './install-rules';
import '../../ui/settings-button.css';
import './settings.css';

/**
 * The app window bar is the download strip a native wrapper or the shell shows; the page marks the
 * toggle on <html> (class `download-bar-hidden`) and tells a native wrapper when there is one.
 */
export function toggleDownloadBar(): void {
  const hidden = document.documentElement.classList.toggle('download-bar-hidden');
  const bridge = (window as { ReactNativeWebView?: { postMessage(message: string): void } }).ReactNativeWebView;
  bridge?.postMessage(JSON.stringify({ type: 'downloadBar', hidden }));
}

/**
 * The frame's own close button, Escape and the backdrop close the popup too, so the bar toggles
 * when the prompt goes away, however it was closed. The timer skips React's development-mode
 * unmount-and-remount of effects, which is not a close.
 */
function useToggleBarOnClose(flag: boolean): void {
  const latest = useRef(flag);
  useEffect(() => {
    latest.current = flag;
  });
  useEffect(() => {
    clearTimeout(pendingToggle);
    return () => {
      if (latest.current) pendingToggle = setTimeout(toggleDownloadBar, 0);
    };
  }, []);
}
let pendingToggle: ReturnType<typeof setTimeout> | undefined;

export default function InstallPrompt({ onClose }: { onClose: () => void }) {
  useCatalogueArea('settings');
  const { t } = useT();
  const offer = useSnapshot(installOffer);
  const status = useLiveQuery(async () => (await db.settings.get('status'))?.value ?? null, []);
  const [installing, setInstalling] = useState(false);
  const ios = parseIosVersion(navigator.userAgent, navigator.maxTouchPoints);
  const profile = resourceUrl(status, 'MOBILECONFIG');
  const icon = resourceUrl(status, 'AppDownloadIcon');

  useToggleBarOnClose(hidesDownloadBar(status));

  async function install() {
    setInstalling(true);
    try {
      if (await promptInstall()) onClose();
    } finally {
      setInstalling(false);
    }
  }

  return (
    <section className="settings-popup" data-testid="install-prompt">
      <div className="install-hero">
        {icon ? <img className="install-hero__icon" src={icon} alt="" /> : <span className="install-hero__icon" aria-hidden="true" />}
        <p>{t('install_body')}</p>
      </div>
      {offer.installed ? (
        <p className="settings-popup__hint" role="status">
          {t('install_done')}
        </p>
      ) : offer.available ? (
        <button type="button" className="settings-button" onClick={() => void install()} disabled={installing}>
          {t('install_now')}
        </button>
      ) : needsLegacyTips(ios) ? (
        <div className="install-legacy" role="note">
          <h3>{t('install_legacy_title')}</h3>
          <p>{t('install_legacy_body')}</p>
        </div>
      ) : profile ? (
        <a className="settings-button" href={profile} download>
          {t('install_profile')}
        </a>
      ) : (
        <ol className="install-steps">
          <li>
            <span className="install-steps__icon" aria-hidden="true">
              <ShareIcon />
            </span>
            {t('install_step_share')}
          </li>
          <li>
            <span className="install-steps__icon" aria-hidden="true">
              <AddIcon />
            </span>
            {t('install_step_add')}
          </li>
        </ol>
      )}
    </section>
  );
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M12 3v12M8 7l4-4 4 4" />
      <path d="M6 11H5v10h14V11h-1" />
    </svg>
  );
}

function AddIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}
