/**
 * ErrorIP and ErrorService (SPEC §2 named pages), shown by StatusGate instead of the app. Lazy:
 * almost nobody sees them, so their markup and styles stay out of the first chunk.
 * In the 'maintenance' reading the service page is the maintenance page (SPEC §2).
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { StatusReading } from '../../config';
import { worker } from '../../bridge/worker';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import type { GatePage } from './gate';
import './error-page.css';

export interface ErrorPageProps {
  kind: Exclude<GatePage, 'normal'>;
  reading: StatusReading;
  ip: string;
}

const TEXT = {
  errorIp: { title: 'status_region_title', body: 'status_region_body' },
  errorService: { title: 'status_service_title', body: 'status_service_body' },
  maintenance: { title: 'status_maintenance_title', body: 'status_maintenance_body' },
} as const;

export default function ErrorPage({ kind, reading, ip }: ErrorPageProps) {
  useCatalogueArea('settings');
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const [checking, setChecking] = useState(false);
  const variant = kind === 'errorService' && reading === 'maintenance' ? 'maintenance' : kind;
  const text = TEXT[variant];

  async function retry() {
    setChecking(true);
    try {
      // The gate follows the stored status, which this refresh rewrites.
      // `again`: the start-up refresh may still be reading the status this page is showing.
      await worker().sync.refresh('boot', { again: true });
    } finally {
      setChecking(false);
    }
  }

  return (
    <main className={`status-page status-page--${variant}`} aria-labelledby="status-title" data-testid="status-page">
      <div className="status-page__art" aria-hidden="true">
        {variant === 'errorIp' ? <RegionArt /> : <ServiceArt />}
      </div>
      <h1 id="status-title" className="status-page__title">
        {t(text.title)}
      </h1>
      <p className="status-page__body">{t(text.body)}</p>
      {ip && ip !== 'unknown' && (
        <p className="status-page__ip" data-testid="status-ip">
          {t('status_ip', { 0: ip })}
        </p>
      )}
      {!online && <p className="status-page__offline">{t('status_offline')}</p>}
      <button
        type="button"
        className="status-page__retry"
        onClick={() => void retry()}
        disabled={checking}
        aria-busy={checking}
      >
        {checking && <span className="status-page__spinner" aria-hidden="true" />}
        {t(checking ? 'status_checking' : 'status_retry')}
      </button>
    </main>
  );
}

/** A globe behind a "no entry" sign: the region/IP restriction. */
function RegionArt() {
  return (
    <svg viewBox="0 0 120 120" width="120" height="120">
      <circle cx="54" cy="56" r="38" fill="#1f2a3a" stroke="#4a90d9" strokeWidth="3" />
      <ellipse cx="54" cy="56" rx="16" ry="38" fill="none" stroke="#4a90d9" strokeWidth="2.5" />
      <path d="M18 44h72M18 68h72" stroke="#4a90d9" strokeWidth="2.5" />
      <circle cx="88" cy="88" r="20" fill="#dc181c" />
      <path d="M76 88h24" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

/** A gear with a wrench: upgrade or maintenance. */
function ServiceArt() {
  return (
    <svg viewBox="0 0 120 120" width="120" height="120">
      <g transform="translate(60 60)">
        {Array.from({ length: 8 }, (_, i) => (
          <rect key={i} x="-7" y="-46" width="14" height="18" rx="3" fill="#f5b400" transform={`rotate(${i * 45})`} />
        ))}
        <circle r="32" fill="#f5b400" />
        <circle r="13" fill="#121212" />
      </g>
      <g transform="rotate(45 60 60)" stroke="#121212" strokeWidth="3" strokeLinejoin="round">
        <path d="M54 17.2V30h12V17.2A16 16 0 1 1 54 17.2z" fill="#e6e6e6" />
        <rect x="53" y="44" width="14" height="60" rx="7" fill="#e6e6e6" />
        <rect x="55" y="40" width="10" height="10" fill="#e6e6e6" stroke="none" />
      </g>
    </svg>
  );
}
