import { useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { useFocusTrap } from './useFocusTrap';
import './popup.css';

/**
 * The frame every popup shares: title, close button, dialog role, Escape closes, focus kept inside
 * while open and handed back to the opener when closed. A tap on the backdrop closes it too.
 */
export function Popup({
  title,
  role = 'dialog',
  onClose,
  name,
  children,
}: {
  title: string;
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  /** For styling and tests (data-popup). */
  name?: string;
  children: ReactNode;
}) {
  const { t } = useT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onClose);
  return (
    <div className="popup-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className="popup" role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-popup={name}>
        <header className="popup__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button popup__close" aria-label={t('shell_close')} onClick={onClose}>
            <i className="icon icon--close" aria-hidden="true" />
          </button>
        </header>
        <div className="popup__body">{children}</div>
      </div>
    </div>
  );
}

/**
 * A question's two answers at the foot of a popup: Cancel, drawn quiet, and the button that goes
 * ahead. `busy` holds the second while its action runs, so a double tap acts once.
 */
export function ConfirmActions({ onCancel, onConfirm, confirmLabel, busy }: {
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  busy?: boolean;
}) {
  const { t } = useT();
  return (
    <div className="popup__actions">
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('shell_cancel')}
      </button>
      <button type="button" className="button" disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </button>
    </div>
  );
}
