/**
 * The envelope that opens the inbox, with the unread badge over it (SPEC §2). Its name carries the
 * count, so a screen reader hears it; the badge itself is for the eye only.
 */
import { Link } from 'wouter';
import { useT } from '../i18n/useT';
import { href } from '../routes';

export function MailLink({ badge, className, badgeTestId }: {
  /** The unread count as shown ("99+"), or '' for none. */
  badge: string;
  className: string;
  badgeTestId: string;
}) {
  const { t } = useT();
  return (
    <Link href={href('webEmail')} className={className} aria-label={badge ? `${t('mail')} ${badge}` : t('mail')}>
      <i className="icon icon--mail" aria-hidden="true" />
      {badge && (
        <span className="badge" data-testid={badgeTestId} aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
