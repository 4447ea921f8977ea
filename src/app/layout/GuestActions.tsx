import { Link } from 'wouter';
import { useT } from '../../i18n/useT';

/** SPEC §2: a guest sees login and register. */
export function GuestActions() {
  const { t } = useT();
  return (
    <>
      <Link href="/m/login" className="pill pill--ghost">
        {t('hd_login_button')}
      </Link>
      <Link href="/m/register" className="pill">
        {t('hd_reg_button')}
      </Link>
    </>
  );
}
