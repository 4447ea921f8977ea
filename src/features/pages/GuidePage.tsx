/**
 * /m/androidGuide and /m/iosGuide (SPEC §2 named pages AndroidGuide, IosGuide): how to put the
 * lobby on the home screen, step by step, with the browser's own install where it offers one and
 * the operator's download resource where one is configured. Works offline (nothing to fetch but
 * the stored status). A lazy chunk.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { db } from '../../db/db';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { runningEnvironment } from '../../access/environment';
import { installOffer, promptInstall, resourceUrl } from '../settings';
import { GUIDES } from './guide-steps';
import '../../ui/settings-button.css';
import './pages.css';

export default function GuidePage() {
  useCatalogueArea('pages');
  useCatalogueArea('settings');
  const { t } = useT();
  const [path] = useLocation();
  const platform = path === href('iosGuide') ? 'ios' : 'android';
  const guide = GUIDES[platform];
  const offer = useSnapshot(installOffer);
  const status = useLiveQuery(async () => (await db.settings.get('status'))?.value ?? null, []);
  const resource = resourceUrl(status, guide.resource);
  const installed = runningEnvironment().standalone;

  return (
    // The header carries the page's title (the route table's title key).
    <section className="guide" aria-label={t(platform === 'ios' ? 'ios_guide' : 'android_guide')} data-platform={platform}>
      <p className="guide__intro">{installed ? t('pages_guide_installed') : t(guide.intro)}</p>
      <ol className="guide__steps" aria-label={t('pages_guide_steps')}>
        {guide.steps.map((step, index) => (
          <li key={step} className="guide__step">
            <span className="guide__number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(step)}</span>
          </li>
        ))}
      </ol>
      {guide.note && <p className="guide__note">{t(guide.note)}</p>}
      <div className="guide__actions">
        {offer.available && !installed && (
          <button type="button" className="settings-button" onClick={() => void promptInstall()}>
            {t('install_now')}
          </button>
        )}
        {resource && (
          <a className="settings-button settings-button--ghost" href={resource} rel="noopener" data-resource={guide.resource}>
            {t(guide.resourceLabel)}
          </a>
        )}
      </div>
    </section>
  );
}
