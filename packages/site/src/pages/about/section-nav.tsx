import type { MouseEvent } from 'react';

import type { SectionLink } from './about-copy';
import { useSectionScroll } from './section-scroll';

export interface SectionNavProps {
  /** The landmark's name ("인사말 바로가기"). */
  label: string;
  links: readonly SectionLink[];
}

/**
 * spec/site.md §2 Greeting page: "five buttons smooth-scroll to greeting, mission, vision,
 * management values and CI introduction". They are in-page links, so they also work before
 * hydration and without script; with script they scroll smoothly instead of jumping.
 */
export function SectionNav({ label, links }: SectionNavProps) {
  const scrollTo = useSectionScroll();
  const onClick = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    event.preventDefault();
    void scrollTo(targetId);
  };
  return (
    <nav className="site-about-nav" aria-label={label}>
      <ul className="site-about-nav__list">
        {links.map((link) => (
          <li key={link.targetId}>
            <a
              className="site-about-nav__button"
              href={`#${link.targetId}`}
              onClick={(event) => onClick(event, link.targetId)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
