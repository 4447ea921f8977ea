/**
 * /m/download (SPEC §2 "App download"): the operator's download links from the status resources
 * (IOS, MOBILECONFIG, Android; AppDownloadIcon as the picture), plus add-to-home — the browser's
 * own install where it offers one, else the add-to-home prompt. A lazy chunk.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { db } from '../../db/db';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { openPopup } from '../../state/ui';
import { installOffer, promptInstall, resourceUrl } from '../settings';
import '../../ui/settings-button.css';
import './download.css';

export default function DownloadPage() {
  useCatalogueArea('settings');
  const { t } = useT();
  const offer = useSnapshot(installOffer);
  const status = useLiveQuery(async () => (await db.settings.get('status'))?.value ?? null, []);
  const icon = resourceUrl(status, 'AppDownloadIcon');
  const links = [
    { key: 'ios', url: resourceUrl(status, 'IOS'), label: t('download_ios') },
    { key: 'android', url: resourceUrl(status, 'Android'), label: t('download_android') },
    { key: 'profile', url: resourceUrl(status, 'MOBILECONFIG'), label: t('download_profile') },
  ].filter((link): link is { key: string; url: string; label: string } => link.url !== null);

  return (
    <div className="download-page" aria-labelledby="download-title">
      {icon ? (
        <img className="download-page__icon" src={icon} alt="" />
      ) : (
        <span className="download-page__icon" aria-hidden="true" />
      )}
      <h1 id="download-title" className="download-page__title">
        {t('download_promo')}
      </h1>
      <p className="download-page__body">{t('download_body')}</p>
      <div className="download-page__links">
        {links.map((link) => (
          <a key={link.key} className="settings-button" href={link.url} rel="noopener" data-resource={link.key}>
            {link.label}
          </a>
        ))}
        {links.length === 0 && <p className="download-page__body">{t('download_none')}</p>}
        <button
          type="button"
          className="settings-button settings-button--ghost"
          onClick={() => (offer.available ? void promptInstall() : openPopup('install'))}
        >
          {offer.available ? t('install_now') : t('install_title')}
        </button>
      </div>
      {/* SPEC §2 named pages AndroidGuide and IosGuide: step-by-step install guides. */}
      <nav className="download-page__guides" aria-label={t('install_title')}>
        <Link href={href('androidGuide')}>{t('android_guide')}</Link>
        <Link href={href('iosGuide')}>{t('ios_guide')}</Link>
      </nav>
    </div>
  );
}
