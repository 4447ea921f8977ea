import { useMemo } from 'react';
import { sanitiseHtml } from './sanitise';
import './safe-html.css';

/**
 * Untrusted server HTML rendered through the one sanitiser (src/ui/sanitise.ts). Every piece of
 * server HTML on screen goes through here; nothing else sets innerHTML.
 */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <div className={`safe-html ${className}`.trim()} dangerouslySetInnerHTML={{ __html: clean }} />;
}
