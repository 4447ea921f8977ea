/**
 * /m/outterApp?url=&title= (SPEC §2 named page OutterApp): a page outside the app, shown in an
 * in-app frame under the lobby's header, with a way back. Pages of this site are framed
 * (sandboxed: no access to the lobby's storage or session); other sites are offered to open in
 * the browser (src/features/pages/outer-target.ts says why). Offline, the frame would only show
 * the browser's error page, so the page says it needs a connection instead. A lazy chunk.
 */
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { stepBack } from '../../ui/navigation';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { outerTarget } from './outer-target';
import './pages.css';

export default function OuterAppPage() {
  useCatalogueArea('pages');
  const { t } = useT();
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const { online } = useSnapshot(appState);
  const target = outerTarget(params.get('url'), location.origin);
  const title = (params.get('title') ?? '').slice(0, 80);
  const back = () => stepBack(navigate);

  return (
    <section className="outer-app" aria-label={title || t('outer_app')}>
      <div className="outer-app__bar">
        <button type="button" className="outer-app__back" onClick={back}>
          <span aria-hidden="true">‹</span> {t('pages_outer_back')}
        </button>
        {title && <span className="outer-app__title">{title}</span>}
      </div>
      {target.kind === 'invalid' && <p className="outer-app__note" role="alert">{t('pages_outer_invalid')}</p>}
      {target.kind !== 'invalid' && !online && (
        <p className="outer-app__note" role="status">
          {t('pages_outer_offline')}
        </p>
      )}
      {target.kind === 'frame' && online && (
        <iframe
          className="outer-app__frame"
          src={target.src}
          title={t('pages_outer_frame_title', { title: title || t('outer_app') })}
          // No allow-same-origin: the framed page gets an opaque origin, so it can never reach the
          // lobby's storage, cookies or session even though it is served from the same host.
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms"
          referrerPolicy="no-referrer"
        />
      )}
      {target.kind === 'external' && online && (
        <div className="outer-app__leaving">
          <h2>{t('pages_outer_leaving')}</h2>
          <p>{t('pages_outer_leaving_body', { host: target.host })}</p>
          <a className="settings-button" href={target.url} target="_blank" rel="noopener noreferrer">
            {t('pages_outer_open', { host: target.host })}
          </a>
        </div>
      )}
    </section>
  );
}
