import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { SystemStatus } from '../../api/wire';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { customerServiceLinks, type CsLink } from '../shell/customer-service';

/**
 * The customer-service channels of the stored status (SPEC §2, §3). WARNING: crypto-js is imported
 * here, in the popup's own chunk, never by the home bundle (DESIGN §8).
 */
export default function CustomerServiceList() {
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
          <a href={link.url} target="_blank" rel="noopener noreferrer" className="menu-entry" data-cs-type={link.csType}>
            <i className={`icon icon--${csIcon(link.csType)}`} aria-hidden="true" />
            <span>{link.title}</span>
          </a>
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
