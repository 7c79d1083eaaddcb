import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent } from 'react';

import { SearchBox } from '../components/search-box/search-box';
import { useSiteSearch } from '../components/search-box/use-site-search';
import { FIRM_NAME } from '../constants';
import { useSiteSettings } from '../settings/site-settings';

import { FullMenu } from './header/full-menu';
import { HEADER_COLLAPSE_DELAY_MS } from './header/header-constants';
import { MenuLink } from './header/menu-link';
import { mobileSearchLink } from './header/mobile-search-href';
import { ROUTE_MENU } from './header/route-menu';
import type { RouteMenuEntry } from './header/route-menu';

export interface SiteHeaderProps {
  /** The route menu's columns; none renders no menu (spec/site.md §2: group sites without sub pages have no menu). */
  menu?: readonly RouteMenuEntry[];
}

/**
 * spec/site.md §2 Header: the desktop header (sm and up) with the route menu that opens on hover
 * and on keyboard focus, a search button and a full-menu button; the mobile header (below sm)
 * with the logo, a search icon and a menu toggle. Which one shows is CSS, so the server renders
 * both and hydration never disagrees.
 */
export function SiteHeader({ menu = ROUTE_MENU }: SiteHeaderProps) {
  const settings = useSiteSettings();
  const showMenu = settings.hasSubPages && menu.length > 0;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [fullMenuOpen, setFullMenuOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const collapseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const returningFocus = useRef(false);
  const navRef = useRef<HTMLElement>(null);
  const search = useSiteSearch();
  const searchId = useId();
  const mobileSearch = mobileSearchLink(settings);

  // spec/site.md §4: the menu "closes on leave and path change".
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    setSearchOpen(false);
    setFullMenuOpen(false);
  }
  useEffect(() => () => clearTimeout(collapseTimer.current), []);

  const open = () => {
    clearTimeout(collapseTimer.current);
    setMenuOpen(true);
  };
  // spec/site.md §9 "Header menu collapse 80 px after 300 ms".
  const closeSoon = () => {
    clearTimeout(collapseTimer.current);
    collapseTimer.current = setTimeout(() => setMenuOpen(false), HEADER_COLLAPSE_DELAY_MS);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setMenuOpen(false);
  };
  const onFocus = () => {
    if (!returningFocus.current) open();
  };
  // One Escape closes the open menu wherever focus is (a hover opens it with focus elsewhere).
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(collapseTimer.current);
      setMenuOpen(false);
      // A focused sub link is about to be hidden: focus goes back to its column's top link,
      // the menu's trigger. That focus must not reopen the menu (onFocus opens it), or one
      // Escape would close it and open it again.
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || !navRef.current?.contains(focused)) return;
      const column = focused.closest('.site-header__column');
      returningFocus.current = true;
      column?.querySelector<HTMLElement>('.site-header__top-link')?.focus();
      returningFocus.current = false;
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header" data-menu-open={menuOpen ? '' : undefined}>
      <div className="site-header__desktop">
        <div className="site-container site-header__bar">
          <Link to="/" className="site-wordmark" aria-label={`${FIRM_NAME} 홈`}>
            {FIRM_NAME}
          </Link>
          {showMenu && (
            // Hover and focus only reveal the sub links; every one of them is a plain link that
            // Tab reaches (focus opens the menu), so nothing here depends on the pointer.
            <nav
              className="site-header__nav"
              aria-label="주요 메뉴"
              onMouseEnter={open}
              onMouseLeave={closeSoon}
              ref={navRef}
              onFocus={onFocus}
              onBlur={onBlur}
            >
              <ul className="site-header__columns">
                {menu.map((column) => (
                  <li key={column.name} className="site-header__column">
                    <MenuLink entry={column} className="site-header__top-link" />
                    {column.routes && column.routes.length > 0 && (
                      <ul className="site-header__sub">
                        {column.routes.map((entry) => (
                          <li key={entry.path}>
                            <MenuLink entry={entry} className="site-header__sub-link" />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="site-header__tools">
            <button
              type="button"
              className="site-header__tool"
              aria-expanded={searchOpen}
              aria-controls={searchId}
              onClick={() => setSearchOpen((value) => !value)}
            >
              <SearchIcon />
              <span className="lf-visually-hidden">검색창 {searchOpen ? '닫기' : '열기'}</span>
            </button>
            {showMenu && (
              <FullMenuButton expanded={fullMenuOpen} onOpen={() => setFullMenuOpen(true)} />
            )}
          </div>
        </div>
        <div id={searchId} className="site-header__search" hidden={!searchOpen}>
          <div className="site-container">
            <SearchBox onSearch={search} label="사이트 검색어" />
          </div>
        </div>
      </div>

      <div className="site-header__mobile">
        <Link to="/" className="site-wordmark" aria-label={`${FIRM_NAME} 홈`}>
          {FIRM_NAME}
        </Link>
        <div className="site-header__tools">
          <a
            className="site-header__tool"
            href={mobileSearch.href}
            {...(mobileSearch.external ? { target: '_blank', rel: 'noopener' } : {})}
          >
            <SearchIcon />
            <span className="lf-visually-hidden">
              통합 검색{mobileSearch.external ? ' (새 창)' : ''}
            </span>
          </a>
          {showMenu && (
            <FullMenuButton expanded={fullMenuOpen} onOpen={() => setFullMenuOpen(true)} />
          )}
        </div>
      </div>

      {showMenu && (
        <FullMenu menu={menu} open={fullMenuOpen} onClose={() => setFullMenuOpen(false)} />
      )}
    </header>
  );
}

function FullMenuButton({ expanded, onOpen }: { expanded: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="site-header__tool"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
    >
      <MenuIcon />
      <span className="lf-visually-hidden">전체 메뉴 열기</span>
    </button>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
      <path
        d="M4 6h16M4 12h16M4 18h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
