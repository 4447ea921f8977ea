import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { SystemStatus } from '../../api/system-wire';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { ALIASES, href, routeFor } from '../../routes';
import { csTarget, customerServiceLinks, type CsLink } from '../shell/customer-service';
import './customer-service-list.css';

const isAppPath = (pathname: string) => routeFor(pathname) !== undefined || pathname in ALIASES;

/** LIVECHAT and other app pages open with the router; the rest in the in-app frame page (OutterApp). */
function linkHref(link: CsLink): string {
  const target = csTarget(link.url, isAppPath);
  return target.kind === 'app' ? target.path : href('outterApp', { url: target.url, title: link.title });
}

/**
 * The customer-service channels of the stored status (SPEC §2, §3). WARNING: crypto-js is imported
 * here, in the popup's own chunk, never by the home bundle (DESIGN §8).
 */
export default function CustomerServiceList({ onClose }: { onClose?: () => void }) {
  const { t } = useT();
  const entries = useLiveQuery(async () => {
    const status = (await db.settings.get('status'))?.value as SystemStatus | undefined;
    return status?.info?.customerService ?? [];
  }, []);
  const [links, setLinks] = useState<CsLink[] | undefined>();

  useEffect(() => {
    if (!entries) return;
    let live = true;
    // Only the AES part of crypto-js (with its key derivation), not the whole library.
    void Promise.all([import('crypto-js/aes'), import('crypto-js/enc-utf8')]).then(([aes, utf8]) => {
      if (live) setLinks(customerServiceLinks(entries, { AES: aes.default, enc: { Utf8: utf8.default } }));
    });
    return () => {
      live = false;
    };
  }, [entries]);

  if (!links) return <div className="popup__loading" role="status" aria-busy="true" aria-label={t('loading')} />;
  if (!links.length) return <p className="popup__text">{t('shell_cs_empty')}</p>;
  return (
    <ul className="cs-list">
      {links.map((link) => (
        <li key={`${link.csType}:${link.title}`}>
          <Link href={linkHref(link)} onClick={onClose} className="menu-entry" data-cs-type={link.csType}>
            <i className={`icon icon--${csIcon(link.csType)}`} aria-hidden="true" />
            <span>{link.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function csIcon(csType: CsLink['csType']): string {
  if (csType === 'FACEBOOK') return 'facebook';
  if (csType === 'LIVECHAT') return 'headset';
  return 'telegram';
}
