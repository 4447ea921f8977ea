import { Link } from 'wouter';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { runningEnvironment } from '../../access/environment';
import { showDownloadApp } from '../../access/rules';

/** SPEC §2: download-app button, hidden inside the installed app or a native wrapper. */
export function DownloadButton() {
  const { t } = useT();
  if (!showDownloadApp(runningEnvironment())) return null;
  return (
    <Link href={href('download')} className="icon-button header__download" aria-label={t('shell_download_app')}>
      <i className="icon icon--download" aria-hidden="true" />
    </Link>
  );
}
