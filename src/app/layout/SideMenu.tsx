import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { HOME_PATH, href } from '../../routes';
import { session } from '../../state/session';
import { showToast } from '../../state/toasts';
import { openPopup, ui } from '../../state/ui';
import { useFocusTrap } from '../../ui/useFocusTrap';
import { runningEnvironment } from '../../access/environment';
import { providerHref } from '../../features/games';
import { activityHref, coverImage, firstActivities, SIDE_MENU_ACTIVITIES } from './side-menu-rules';
import { betRecordAction, CONTACT_TOAST_MS, showVipBenefits, sideMenuGates } from '../../access/rules';
import { useWhitelabel } from '../../access/shell-data';
import { MenuEntry } from './MenuEntry';
import './side-menu.css';

const close = () => (ui.sideMenu = false);

/** SPEC §2 "Side menu" (a lazy chunk). Which entries show is decided in shell/rules.ts. */
export default function SideMenu() {
  const { t, language } = useT();
  const [, navigate] = useLocation();
  const { info } = useSnapshot(session);
  const whitelabel = useWhitelabel();
  const vendors = useLiveQuery(() => db.vendors.orderBy('sort').toArray(), []);
  const promotions = useLiveQuery(
    () => db.promotions.where('language').equals(language).limit(SIDE_MENU_ACTIVITIES).toArray(),
    [language],
  );
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, close, '.side-menu__close');

  const viewer = info ?? {};
  const gates = sideMenuGates({ viewer, whitelabel, vipShown: showVipBenefits(viewer), ...runningEnvironment() });

  const openBetRecord = () => {
    const action = betRecordAction(viewer, whitelabel);
    if (action === 'contact') return showToast('contact_service', CONTACT_TOAST_MS);
    navigate(href(action === 'login' ? 'login' : 'gameRecord'));
  };

  return (
    <div className="side-menu-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <div ref={ref} className="side-menu" role="dialog" aria-modal="true" aria-label={t('shell_menu')} tabIndex={-1}>
        <header className="side-menu__header">
          <span className="side-menu__user">{info?.userName ?? t('shell_guest')}</span>
          <button type="button" className="icon-button side-menu__close" aria-label={t('shell_close_menu')} onClick={close}>
            <i className="icon icon--close" aria-hidden="true" />
          </button>
        </header>

        <section aria-label={t('shell_categories')}>
          <h2 className="side-menu__heading">{t('shell_categories')}</h2>
          <div className="side-menu__vendors">
            <Link href={HOME_PATH} className="chip">
              {t('hd_home')}
            </Link>
            {vendors?.map((vendor) => (
              <Link key={vendor.vassalage} href={providerHref(vendor.vassalage)} className="chip">
                {vendor.displayName}
              </Link>
            ))}
          </div>
        </section>

        <ul className="side-menu__list">
          <MenuEntry icon="record" label={t('bet_records')} onClick={openBetRecord} />
          {gates.rebate && <MenuEntry icon="rebate" label={t('rebate')} href={href('manualRebate')} />}
          {gates.rewardCenter && <MenuEntry icon="gift" label={t('reward_center')} href={href('rewardCenter')} />}
          {gates.vipBenefits && <MenuEntry icon="vip" label={t('vip_benefits')} href={href('vipBenefits')} />}
          {gates.referral && <MenuEntry icon="invite" label={t('shell_invite_friends')} onClick={() => openPopup('referral')} />}
          <MenuEntry icon="gift" label={t('shell_promotion')} href={href('activity')} />
          {gates.downloadApp && <MenuEntry icon="download" label={t('shell_download_app')} href={href('download')} />}
          <MenuEntry icon="globe" label={t('shell_language')} onClick={() => openPopup('language')} />
          <MenuEntry icon="server" label={t('shell_server')} onClick={() => openPopup('speed')} />
          {gates.signOut && <MenuEntry icon="logout" label={t('shell_sign_out')} onClick={() => openPopup('logout')} />}
        </ul>

        {promotions && promotions.length > 0 && (
          <section aria-label={t('shell_activities')}>
            <h2 className="side-menu__heading">{t('shell_activities')}</h2>
            <ul className="side-menu__activities">
              {firstActivities(promotions).map((promo) => (
                <li key={promo.id}>
                  <Link href={activityHref(promo.id)} className="activity-card">
                    {coverImage(promo) && <img src={coverImage(promo)} alt="" loading="lazy" />}
                    <span>{promo.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
