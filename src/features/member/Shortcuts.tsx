/**
 * The member centre's shortcuts in either template: a grid of icon tiles (new) or a list of rows
 * (base). Same items, same order, same taps; only the look differs.
 */
import { Link } from 'wouter';
import { useT } from '../../i18n/useT';
import type { ShortcutGroup, ShortcutId } from './member-rules';
import { GROUP_TITLES, SHORTCUTS, type ShortcutAction } from './shortcuts';

export interface ShortcutsProps {
  groups: { group: ShortcutGroup; ids: ShortcutId[] }[];
  layout: 'grid' | 'list';
  /** Text of a shortcut's badge (the inbox's unread count), '' for none. */
  badgeOf: (id: ShortcutId) => string;
  onAction: (action: ShortcutAction) => void;
}

export function Shortcuts({ groups, layout, badgeOf, onAction }: ShortcutsProps) {
  const { t } = useT();
  return (
    <>
      {groups.map(({ group, ids }) => (
        <section key={group} className={`member-group member-group--${layout}`} aria-labelledby={`member-group-${group}`}>
          <h2 id={`member-group-${group}`} className="member-group__title">
            {t(GROUP_TITLES[group])}
          </h2>
          <ul className={`member-shortcuts member-shortcuts--${layout}`}>
            {ids.map((id) => (
              <li key={id}>
                <Shortcut id={id} layout={layout} badge={badgeOf(id)} onAction={onAction} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Shortcut({ id, layout, badge, onAction }: { id: ShortcutId; layout: 'grid' | 'list'; badge: string; onAction: (action: ShortcutAction) => void }) {
  const { t } = useT();
  const spec = SHORTCUTS[id];
  const label = t(spec.labelKey);
  const content = (
    <>
      <span className="member-shortcut__icon" aria-hidden="true">
        <i className={`icon icon--${spec.icon}`} />
      </span>
      <span className="member-shortcut__label">{label}</span>
      {/* A space between label and count, for the text the accessible name has to match. */}
      {badge && ' '}
      {badge && (
        <span className="member-shortcut__badge" aria-hidden="true" data-testid={`member-badge-${id}`}>
          {badge}
        </span>
      )}
      {layout === 'list' && <i className="icon member-shortcut__chevron" aria-hidden="true" />}
    </>
  );
  const props = {
    className: `member-shortcut member-shortcut--${layout}${id === 'signOut' ? ' member-shortcut--danger' : ''}`,
    'data-shortcut': id,
    // The badge is decoration: the accessible name carries the count, spelt as shown (WCAG 2.5.3).
    'aria-label': badge ? `${label} ${badge}` : undefined,
  };
  const { to } = spec;
  return typeof to === 'string' ? (
    <Link href={to} {...props}>
      {content}
    </Link>
  ) : (
    <button type="button" {...props} onClick={() => onAction(to.action)}>
      {content}
    </button>
  );
}
