import { Link } from '@tanstack/react-router';

import { FIRM_NAME } from '../constants';

import { DEFAULT_NAV_ITEMS } from './nav-items';
import type { NavItem } from './nav-items';

export interface SiteHeaderProps {
  /** The header's links; none renders no <nav> (spec/site.md §2: group sites without sub pages have no menu). */
  navItems?: readonly NavItem[];
}

export function SiteHeader({ navItems = DEFAULT_NAV_ITEMS }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-container site-header__inner">
        <Link to="/" className="site-wordmark" aria-label={`${FIRM_NAME} 홈`}>
          {FIRM_NAME}
        </Link>
        {navItems.length > 0 && (
          <nav className="site-nav" aria-label="주요 메뉴">
            <ul className="site-nav__list">
              {navItems.map((item) => (
                <li key={item.to}>
                  {/* Link marks the current page with aria-current="page" itself. */}
                  <Link to={item.to} className="site-nav__link">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
