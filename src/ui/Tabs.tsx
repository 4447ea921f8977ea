/**
 * THE tab strip (WAI-ARIA tabs): a row of tabs over one panel, the chosen one marked. Arrow keys,
 * Home and End move between tabs and choose (focus follows the choice, as the pattern's "automatic
 * activation" asks), and only the chosen tab is in the Tab order. Every tabbed screen uses it; the
 * look is ui/tabs.css.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabOption<T extends string | number> {
  id: T;
  label: ReactNode;
}

export interface TabsProps<T extends string | number> {
  options: readonly TabOption<T>[];
  active: T;
  onSelect: (id: T) => void;
  /** The strip's accessible name. */
  label: string;
  /** Extra classes of the strip (a feature's spacing), beside `tabs`. */
  className?: string;
  /** Extra class of each tab, beside `tabs__tab`. */
  tabClassName?: string;
  /** With a panel id, each tab is `${idPrefix}-${id}` and controls that panel (aria-controls). */
  idPrefix?: string;
  panelId?: string;
}

export function Tabs<T extends string | number>({ options, active, onSelect, label, className, tabClassName, idPrefix, panelId }: TabsProps<T>) {
  const strip = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = options.findIndex((option) => option.id === active);
    const last = options.length - 1;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: last }[event.key];
    if (next === undefined || options.length === 0) return;
    event.preventDefault();
    const index = (next + options.length) % options.length;
    onSelect(options[index]!.id);
    strip.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };

  return (
    <div ref={strip} className={className ? `tabs ${className}` : 'tabs'} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {options.map(({ id, label: text }) => {
        const chosen = id === active;
        return (
          <button
            key={id}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-${id}` : undefined}
            aria-selected={chosen}
            aria-controls={panelId}
            tabIndex={chosen ? 0 : -1}
            className={`tabs__tab${tabClassName ? ` ${tabClassName}` : ''}${chosen ? ' tabs__tab--active' : ''}`}
            onClick={() => onSelect(id)}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
