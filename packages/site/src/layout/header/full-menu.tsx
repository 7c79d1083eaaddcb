import { ModalDialog } from '../../components/modal-dialog';

import { MenuLink } from './menu-link';
import type { RouteMenuEntry } from './route-menu';

export interface FullMenuProps {
  menu: readonly RouteMenuEntry[];
  open: boolean;
  onClose: () => void;
}

/** The full menu: every column and page in a modal dialog (focus trapped, Escape closes). */
export function FullMenu({ menu, open, onClose }: FullMenuProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="전체 메뉴"
      titleId="site-full-menu-title"
      className="site-full-menu"
    >
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
    </ModalDialog>
  );
}
