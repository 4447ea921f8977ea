import { Link } from 'wouter';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';

/** SPEC §2: a guest sees login and register. */
export function GuestActions() {
  const { t } = useT();
  return (
    <>
      <Link href={href('login')} className="pill pill--ghost">
        {t('hd_login_button')}
      </Link>
      <Link href={href('register')} className="pill">
        {t('hd_reg_button')}
      </Link>
    </>
  );
}
