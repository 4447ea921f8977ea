/**
 * /m/download (SPEC §2 "App download"). This app is the app to install, so installing it comes
 * first: the browser's own install where it offers one, else the add-to-home prompt, and the
 * Android and iOS guides (SPEC §2 named pages AndroidGuide, IosGuide). Native apps follow only
 * when the operator's status resources name them (IOS, MOBILECONFIG, Android; AppDownloadIcon as
 * the picture): an operator without native apps shows none, never a link that leads nowhere.
 * A lazy chunk.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { db } from '../../db/db';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { openPopup } from '../../state/ui';
import { installOffer, promptInstall } from '../settings';
import { nativeAppLinks, type NativeApp } from './native-apps';
import '../../ui/settings-button.css';
import './download.css';

const NATIVE_LABEL = { ios: 'download_ios', android: 'download_android', profile: 'download_profile' } as const;

export default function DownloadPage() {
  useCatalogueArea('settings');
  const { t } = useT();
  const offer = useSnapshot(installOffer);
  const status = useLiveQuery(async () => (await db.settings.get('status'))?.value ?? null, []);
  const { icon, apps } = nativeAppLinks(status);

  return (
    <div className="download-page">
      {icon ? <img className="download-page__icon" src={icon} alt="" /> : <span className="download-page__icon" aria-hidden="true" />}
      <section className="download-page__section" aria-labelledby="download-title">
        <h1 id="download-title" className="download-page__title">
          {t('download_promo')}
        </h1>
        <p className="download-page__body">{t('download_body')}</p>
        {offer.installed ? (
          <p className="download-page__body" role="status">
            {t('install_done')}
          </p>
        ) : (
          <button
            type="button"
            className="settings-button download-page__install"
            onClick={() => (offer.available ? void promptInstall() : openPopup('install'))}
          >
            {offer.available ? t('install_now') : t('install_title')}
          </button>
        )}
        <nav className="download-page__guides" aria-label={t('download_guides')}>
          <Link href={href('androidGuide')}>{t('android_guide')}</Link>
          <Link href={href('iosGuide')}>{t('ios_guide')}</Link>
        </nav>
      </section>
      {apps.length > 0 && (
        <section className="download-page__section" aria-labelledby="download-native-title">
          <h2 id="download-native-title" className="download-page__subtitle">
            {t('download_native_title')}
          </h2>
          <div className="download-page__links">
            {apps.map((app: NativeApp) => (
              <a key={app.key} className="settings-button settings-button--ghost" href={app.url} rel="noopener" data-resource={app.key}>
                {t(NATIVE_LABEL[app.key])}
              </a>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
