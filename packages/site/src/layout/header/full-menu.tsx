import { useEffect, useRef } from 'react';

import { MenuLink } from './menu-link';
import type { RouteMenuEntry } from './route-menu';

export interface FullMenuProps {
  menu: readonly RouteMenuEntry[];
  open: boolean;
  onClose: () => void;
}

/**
 * The full menu: every column and page in a modal dialog. The native <dialog> with showModal
 * traps focus, closes on Escape and gives focus back to the button that opened it.
 */
export function FullMenu({ menu, open, onClose }: FullMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom has no showModal; the attribute then stands in for it.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="site-full-menu"
      aria-labelledby="site-full-menu-title"
      onClose={onClose}
    >
      <div className="site-full-menu__head">
        <h2 id="site-full-menu-title" className="site-full-menu__title">
          전체 메뉴
        </h2>
        <button type="button" className="site-full-menu__close" onClick={onClose}>
          닫기
        </button>
      </div>
      <nav aria-label="전체 메뉴">
        <ul className="site-full-menu__columns">
          {menu.map((column) => (
            <li key={column.name}>
              <h3 className="site-full-menu__column-title">{column.name}</h3>
              <ul className="site-full-menu__links">
                {(column.routes ?? [column]).map((entry) => (
                  <li key={entry.path}>
                    <MenuLink entry={entry} className="site-full-menu__link" />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
