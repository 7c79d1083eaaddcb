import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';

/** One link of a footer menu. */
export interface FooterMenuLink {
  key: string;
  label: string;
  href: string;
  /**
   * How it opens: a route of this site, another site in a new tab, or a document (a PDF) in a
   * new tab.
   */
  kind: 'route' | 'external' | 'document';
}

export interface FooterMenuProps {
  label: string;
  links: readonly FooterMenuLink[];
  /** The menu's own class (`site-footer__groups`); its list gets `${className}-list`. */
  className: string;
}

const NEW_TAB_NOTE: Record<Exclude<FooterMenuLink['kind'], 'route'>, string> = {
  external: ' (새 창)',
  document: ' (PDF, 새 창)',
};

/**
 * A footer dropdown (spec/site.md §2: the group shortcuts "toggle open and close when a link
 * is chosen"; the brochure button): a disclosure button and a list opening upwards over the
 * footer. Escape closes it and keeps focus on the button.
 */
export function FooterMenu({ label, links, className }: FooterMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (links.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus();
  };
  const close = () => setOpen(false);

  return (
    // Escape bubbles from the list's links; the div only listens, it is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={`site-footer__menu ${className}`} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="site-footer__menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span aria-hidden="true" className="site-footer__chevron" />
      </button>
      <ul id={listId} className={`site-footer__menu-list ${className}-list`} hidden={!open}>
        {links.map((link) => (
          <li key={link.key}>
            {link.kind === 'route' ? (
              <Link to={link.href} onClick={close}>
                {link.label}
              </Link>
            ) : (
              <a href={link.href} target="_blank" rel="noopener" onClick={close}>
                {link.label}
                <span className="lf-visually-hidden">{NEW_TAB_NOTE[link.kind]}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
