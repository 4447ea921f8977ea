/**
 * The help centre (SPEC §2 "Help"): /m/help lists the topics, /m/helpDetail shows one. One lazy
 * chunk for both; the path picks the screen. Back goes detail → list → home (back-rules.ts).
 */
import { useLocation } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { HelpDetail } from './HelpDetail';
import { HelpList } from './HelpList';
import './help.css';

export default function HelpPages() {
  useCatalogueArea('notices');
  const { t } = useT();
  const [path] = useLocation();
  return (
    <section className="help-page" aria-label={t('help_center')}>
      {path === href('helpDetail') ? <HelpDetail /> : <HelpList />}
    </section>
  );
}
