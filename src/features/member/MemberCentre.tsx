/**
 * The member centre of a signed-in member: the header card and the shortcuts, in the SPEC §4
 * template the stored status names — mem_cen '1' the new one (a balance card and a grid of
 * icons), else the base one (a profile row and lists). Same items and taps in both. Reads only the
 * device (status, whitelabel and member rows), so it renders offline as last seen.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { runningEnvironment } from '../../access/environment';
import { betRecordAction, CONTACT_TOAST_MS, unreadBadge, unreadMailOf } from '../../access/rules';
import { useWhitelabel } from '../../access/shell-data';
import { db } from '../../db/db';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { session } from '../../state/session';
import { showToast } from '../../state/toasts';
import { openPopup } from '../../state/ui';
import { shortcutGroups, usesNewMemberTemplate } from './member-rules';
import { MemberSummary } from './MemberSummary';
import type { ShortcutAction } from './shortcuts';
import { Shortcuts } from './Shortcuts';
import { useVipLabel } from './useVipLabel';

export function MemberCentre({ userKey }: { userKey: string }) {
  useCatalogueArea('member');
  const { t } = useT();
  const [, navigate] = useLocation();
  const { info } = useSnapshot(session);
  const { online } = useSnapshot(appState);
  const whitelabel = useWhitelabel();
  const status = useLiveQuery(async () => (await db.settings.get('status'))?.value ?? null, []);
  // null (not undefined) when the device has no row yet: "nothing known" rather than "loading".
  const member = useLiveQuery(async () => (await db.member.get(userKey)) ?? null, [userKey]);
  const vipLabel = useVipLabel(member);

  // The template is not known before the status row is read: a frame, not the wrong layout.
  if (status === undefined) return <section className="member-centre" role="status" aria-busy="true" />;

  const viewer = info ?? {};
  const fresh = usesNewMemberTemplate(status);
  const groups = shortcutGroups({ viewer, whitelabel, ...runningEnvironment() });
  const mailBadge = unreadBadge(unreadMailOf(member));

  // The side menu's actions: its bet-record rule, its referral popup, its sign-out confirm.
  const onAction = (action: ShortcutAction) => {
    if (action === 'signOut') return openPopup('logout');
    if (action === 'referral') return openPopup('referral');
    const next = betRecordAction(viewer, whitelabel);
    if (next === 'contact') return showToast('contact_service', CONTACT_TOAST_MS);
    navigate(href(next === 'login' ? 'login' : 'gameRecord'));
  };

  return (
    <section className={`member-centre member-centre--${fresh ? 'new' : 'base'}`} data-template={fresh ? 'new' : 'base'} aria-label={t('label_mine')}>
      {!online && (
        <p className="member-centre__offline" role="status">
          {t('member_offline_note')}
        </p>
      )}
      <MemberSummary member={member} userName={info?.userName ?? ''} vipLabel={vipLabel} variant={fresh ? 'card' : 'row'} />
      <Shortcuts groups={groups} layout={fresh ? 'grid' : 'list'} badgeOf={(id) => (id === 'inbox' ? mailBadge : '')} onAction={onAction} />
    </section>
  );
}
