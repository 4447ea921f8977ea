import { Link } from 'wouter';

/** One side-menu row: a link when it goes somewhere, a button when it acts. */
export function MenuEntry({ icon, label, href, onClick }: { icon: string; label: string; href?: string; onClick?: () => void }) {
  const content = (
    <>
      <i className={`icon icon--${icon}`} aria-hidden="true" />
      <span>{label}</span>
    </>
  );
  return (
    <li>
      {href ? (
        <Link href={href} className="menu-entry">
          {content}
        </Link>
      ) : (
        <button type="button" className="menu-entry" onClick={onClick}>
          {content}
        </button>
      )}
    </li>
  );
}
