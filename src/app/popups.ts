/**
 * The popup registry: each name of `ui.popup` → its title, dialog role and lazily loaded content.
 * Content components take `{ onClose }` and render inside the shared frame (src/ui/Popup.tsx).
 * Imported only by the lazy PopupLayer, so none of this is in the home bundle.
 */
import { type ComponentType, type LazyExoticComponent } from 'react';
import { lazyWhenOnline } from '../ui/lazy';
import type { MessageKey } from '../i18n';
import type { PopupName } from '../state/ui';

export interface PopupEntry {
  titleKey: MessageKey;
  role: 'dialog' | 'alertdialog';
  Content: LazyExoticComponent<ComponentType<{ onClose: () => void }>>;
}

export const POPUPS: Record<PopupName, PopupEntry> = {
  language: {
    titleKey: 'shell_language',
    role: 'dialog',
    Content: lazyWhenOnline(() => import('../features/settings/LanguagePicker')),
  },
  speed: {
    titleKey: 'shell_server',
    role: 'dialog',
    Content: lazyWhenOnline(() => import('../features/settings/SpeedPicker')),
  },
  install: {
    titleKey: 'shell_download_app',
    role: 'dialog',
    Content: lazyWhenOnline(() => import('../features/settings/InstallPrompt')),
  },
  referral: { titleKey: 'shell_invite_friends', role: 'dialog', Content: lazyWhenOnline(() => import('./popups/ReferralPopup')) },
  customerService: {
    titleKey: 'shell_customer_service',
    role: 'dialog',
    Content: lazyWhenOnline(() => import('./popups/CustomerServiceList')),
  },
  logout: { titleKey: 'in_popup_prompt', role: 'alertdialog', Content: lazyWhenOnline(() => import('./popups/LogoutPopup')) },
  terms: { titleKey: 'terms_title', role: 'dialog', Content: lazyWhenOnline(() => import('../features/pages/TermsPopup')) },
};
