import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';

import type { GroupShortcut } from './group-shortcuts';

/**
 * spec/site.md §2 Footer: "a group-shortcut dropdown that toggles open and closes when a link is
 * chosen". A disclosure button and a scrolling list (340 px, §9); Escape closes it too.
 */
export function GroupShortcutMenu({ shortcuts }: { shortcuts: readonly GroupShortcut[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (shortcuts.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus();
  };

  return (
    // Escape bubbles from the list's links; the div only listens, it is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="site-footer__groups" onKeyDown={onKeyDown}>
      <button
        type="button"
        className="site-footer__groups-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        분야별 바로가기
        <span aria-hidden="true" className="site-footer__chevron" />
      </button>
      <ul id={listId} className="site-footer__groups-list" hidden={!open}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.key}>
            {shortcut.external ? (
              <a href={shortcut.href} target="_blank" rel="noopener" onClick={() => setOpen(false)}>
                {shortcut.label}
                <span className="lf-visually-hidden"> (새 창)</span>
              </a>
            ) : (
              <Link to={shortcut.href} onClick={() => setOpen(false)}>
                {shortcut.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
