import { useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { MENU_BREAKPOINT, MENU_TOGGLE_MS, MENU_WIDTH, menuHref, menuOpenForWidth } from '@workhub/domain';
import { Breadcrumbs } from '../breadcrumbs';
import { isGroupTitle, isSeparator, type MenuEntry, type MenuItem } from './menu-items';

export interface MenuLayoutProps {
  /** Path the entries live under (default root). */
  basePath?: string;
  /** Carry the query string into breadcrumb links. */
  carryQuery?: boolean;
  /** Query keys never carried. */
  ignoreQueryKeys?: string[];
  items: MenuItem[];
  /** Entries are active only on an exact path match. */
  exact?: boolean;
  /** The menu stays open: no toggle, no closing on narrow windows. */
  fixed?: boolean;
  /** Trailing path segments left out of the breadcrumbs (default 1). */
  dropTrailing?: number;
  /** Draw the toggle without its background. */
  hideToggleBackground?: boolean;
  /** Shown above the entries (e.g. the build layout's version selector). */
  header?: ReactNode;
  children?: ReactNode;
}

function EntryLink({ entry, basePath, exact }: { entry: MenuEntry; basePath: string; exact: boolean }) {
  return (
    <div className={`menu-entry${entry.dimmed ? ' dimmed' : ''}`} data-testid="menu-entry">
      <NavLink
        to={menuHref(basePath, entry.path, entry)}
        end={exact}
        className={({ isActive }) => (isActive ? 'active' : '')}
        title={entry.name}
      >
        {entry.name}
      </NavLink>
      {entry.actions?.map((action) => (
        <button key={action.label} type="button" className="menu-action" title={action.title ?? action.label} onClick={action.onClick}>
          {action.label}
        </button>
      ))}
    </div>
  );
}

/** A page with a side menu and breadcrumbs; the menu is 150 px wide and closes itself below 1024 px. */
export function MenuLayout({
  basePath = '/',
  carryQuery = false,
  ignoreQueryKeys = [],
  items,
  exact = false,
  fixed = false,
  dropTrailing = 1,
  hideToggleBackground = false,
  header,
  children,
}: MenuLayoutProps) {
  const [open, setOpen] = useState(() => fixed || menuOpenForWidth(window.innerWidth));

  useEffect(() => {
    if (fixed) return;
    const query = window.matchMedia(`(max-width: ${MENU_BREAKPOINT - 1}px)`);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [fixed]);

  return (
    <div className="menu-layout" data-menu-open={open}>
      <aside
        className="menu"
        data-testid="menu"
        aria-hidden={!open}
        style={{ width: open ? MENU_WIDTH : 0, transition: `width ${MENU_TOGGLE_MS}ms ease` }}
      >
        <div className="menu-inner" style={{ width: MENU_WIDTH }}>
          {header}
          {items.map((item, i) => {
            if (isSeparator(item)) return <hr key={`sep-${i}`} className="menu-separator" />;
            if (isGroupTitle(item))
              return (
                <div key={`title-${item.title}`} className="menu-group-title">
                  {item.title}
                </div>
              );
            const entry: MenuEntry = typeof item === 'string' ? { name: item, path: item } : item;
            return <EntryLink key={`${entry.path}-${i}`} entry={entry} basePath={basePath} exact={exact} />;
          })}
        </div>
      </aside>
      {/* The page's one main landmark: its breadcrumbs and the page itself (the menu stays outside). */}
      <main className="menu-content">
        <div className="menu-topbar">
          {!fixed && (
            <button
              type="button"
              className={`menu-toggle${hideToggleBackground ? ' no-background' : ''}`}
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
            >
              ☰
            </button>
          )}
          <Breadcrumbs carryQuery={carryQuery} ignoreQueryKeys={ignoreQueryKeys} dropTrailing={dropTrailing} />
        </div>
        <div className="menu-page">{children}</div>
      </main>
    </div>
  );
}
