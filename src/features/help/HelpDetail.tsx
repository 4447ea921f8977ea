import { Link, useSearch } from 'wouter';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { SafeHtml } from '../../ui/SafeHtml';
import { ContentSkeleton, ContentState, useScopeSync } from '../notices';
import { useHelpItem } from './useHelpItems';

/**
 * /m/helpDetail?tag=&i= (SPEC §2 "Help"): the topic's title and sanitised HTML. The tag names the
 * topic; an unknown one is a designed not-found state, one never seen while offline the offline state.
 */
export function HelpDetail() {
  const { t, language } = useT();
  const tag = new URLSearchParams(useSearch()).get('tag')?.trim() ?? '';
  const status = useScopeSync('help');
  const item = useHelpItem(language, tag);

  if (!item) {
    if (item === undefined || (tag && status === 'pending')) return <ContentSkeleton rows={3} label={t('help_center_detail')} />;
    if (tag && status === 'offline') return <ContentState kind="offline" title={t('content_offline_title')} body={t('content_offline_body')} />;
    if (tag && status === 'failed') return <ContentState kind="failed" title={t('content_failed_title')} body={t('content_failed_body')} />;
    return (
      <ContentState kind="not-found" title={t('help_not_found_title')} body={t('help_not_found_body')}>
        <Link href={href('help')} className="content-state__link">
          {t('help_all')}
        </Link>
      </ContentState>
    );
  }
  return (
    <article className="help-detail" aria-labelledby="help-detail-title">
      <h1 id="help-detail-title" className="help-detail__title">
        {item.title}
      </h1>
      <SafeHtml html={item.content} className="help-detail__content" />
    </article>
  );
}
