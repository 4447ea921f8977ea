import { Suspense } from 'react';
import type { PopupName } from '../state/ui';
import { closePopup } from '../state/ui';
import { useT } from '../i18n/useT';
import { Popup } from '../ui/Popup';
import { POPUPS } from './popups';

/** The open popup in its frame; its content chunk loads inside (a spinner until it arrives). */
export default function PopupLayer({ name }: { name: PopupName }) {
  const { t } = useT();
  const { titleKey, role, Content } = POPUPS[name];
  return (
    <Popup title={t(titleKey)} role={role} onClose={closePopup} name={name}>
      <Suspense fallback={<div className="popup__loading" role="status" aria-busy="true" aria-label={t('loading')} />}>
        <Content onClose={closePopup} />
      </Suspense>
    </Popup>
  );
}
