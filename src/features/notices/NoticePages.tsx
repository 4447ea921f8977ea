/**
 * The announcement screens (SPEC §2): /m/notice lists them, /m/noticeDetail shows one. One lazy
 * chunk for both; the path picks the screen.
 */
import { useLocation } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { NoticeDetail } from './NoticeDetail';
import { NoticeList } from './NoticeList';
import './notices.css';

export default function NoticePages() {
  useCatalogueArea('notices');
  const { t } = useT();
  const [path] = useLocation();
  return (
    <section className="notices-page" aria-label={t('announcement')}>
      {path === href('noticeDetail') ? <NoticeDetail /> : <NoticeList />}
    </section>
  );
}
