import { Link } from 'wouter';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { ContentSkeleton, ContentState, useScopeSync } from '../notices';
import { useHelpItems } from './useHelpItems';

/**
 * /m/help (SPEC §2 "Help"): every topic's title with an arrow, children flattened under their
 * parent; a tap opens the detail with the topic's tag and its index in this list.
 */
export function HelpList() {
  const { t, language } = useT();
  const status = useScopeSync('help');
  const items = useHelpItems(language);

  if (!items?.length) {
    if (!items || status === 'pending') return <ContentSkeleton label={t('help_list')} />;
    if (status === 'offline') return <ContentState kind="offline" title={t('content_offline_title')} body={t('content_offline_body')} />;
    if (status === 'failed') return <ContentState kind="failed" title={t('content_failed_title')} body={t('content_failed_body')} />;
    return <ContentState kind="empty" title={t('help_empty_title')} body={t('help_empty_body')} />;
  }
  return (
    <ul className="help-list" aria-label={t('help_list')}>
      {items.map((item, index) => (
        <li key={item.tag} className={item.parentTag ? 'help-list__item help-list__item--child' : 'help-list__item'}>
          <Link href={href('helpDetail', { tag: item.tag, i: index })} className="help-list__link">
            <span className="help-list__title">{item.title}</span>
            <i className="help-list__arrow" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
