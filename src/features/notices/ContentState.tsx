import type { ReactNode } from 'react';
import './notices.css';

export type ContentStateKind = 'offline' | 'not-found' | 'empty' | 'failed';

const TEST_IDS: Record<ContentStateKind, string> = {
  offline: 'offline-unseen',
  'not-found': 'not-found',
  empty: 'content-empty',
  failed: 'load-failed',
};

/**
 * The designed states of a content screen with nothing to show: never a blank page. `role=status`
 * so a screen reader hears why the page is empty.
 */
export function ContentState({ kind, title, body, children }: { kind: ContentStateKind; title: string; body: string; children?: ReactNode }) {
  return (
    <div className={`content-state content-state--${kind}`} role="status" data-testid={TEST_IDS[kind]}>
      <span className="content-state__icon" aria-hidden="true" />
      <p className="content-state__title">{title}</p>
      <p className="content-state__body">{body}</p>
      {children}
    </div>
  );
}

/** Rows of grey bars while the first answer is on its way. */
export function ContentSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div className="content-skeleton" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="content-skeleton__row" />
      ))}
    </div>
  );
}
