import type { Office } from '@lawfirm/api-client/site';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import { MAP_SHEET_COLUMNS, MAP_SHEET_PAGE_SIZE } from './map-constants';
import { pageCount, sheetPage } from './map-selection';

export interface MapBottomSheetProps {
  /** The region's name, the sheet's title. */
  regionName: string;
  /** The region's offices, the sheet's areas. */
  offices: readonly Office[];
  selectedKey: string | null;
  onSelectOffice: (officeKey: string) => void;
  onClose: () => void;
}

/**
 * spec/site.md §2 Office map, the mobile bottom sheet: the region's title and its areas, 6 a
 * page in 3 columns (§9), and VIEW MORE to /map. It closes on a click outside it, on a change
 * of path and on Escape. Not modal: the page stays usable behind it.
 */
export function MapBottomSheet({
  regionName,
  offices,
  selectedKey,
  onSelectOffice,
  onClose,
}: MapBottomSheetProps) {
  const sheetRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(0);
  const pages = pageCount(offices.length, MAP_SHEET_PAGE_SIZE);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const openedAt = useRef(pathname);

  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  useEffect(() => {
    titleRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!sheetRef.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && sheetRef.current?.contains(document.activeElement)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  return (
    <section
      ref={sheetRef}
      className="site-map-sheet"
      role="dialog"
      aria-modal="false"
      aria-labelledby="site-map-sheet-title"
    >
      <div className="site-map-sheet__head">
        <h2
          id="site-map-sheet-title"
          ref={titleRef}
          tabIndex={-1}
          className="site-map-sheet__title"
        >
          {regionName}
        </h2>
        <button type="button" className="site-map-sheet__close site-close-button" onClick={onClose}>
          닫기
        </button>
      </div>
      <ul
        className="site-map-sheet__areas"
        style={{ gridTemplateColumns: `repeat(${MAP_SHEET_COLUMNS}, minmax(0, 1fr))` }}
      >
        {sheetPage(offices, page).map((office) => (
          <li key={office.key}>
            <button
              type="button"
              className="site-map-sheet__area"
              aria-pressed={office.key === selectedKey}
              onClick={() => {
                onSelectOffice(office.key);
                onClose();
              }}
            >
              {office.tab_name}
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="site-map-sheet__pages" aria-label="지역 페이지">
          <button
            type="button"
            disabled={page === 0}
            onClick={() => setPage((current) => current - 1)}
          >
            이전
          </button>
          <span aria-live="polite">
            {page + 1} / {pages}
          </span>
          <button
            type="button"
            disabled={page >= pages - 1}
            onClick={() => setPage((current) => current + 1)}
          >
            다음
          </button>
        </nav>
      ) : null}
      <Link to="/map" className="site-map-sheet__more" onClick={onClose}>
        <span lang="en">VIEW MORE</span>
      </Link>
    </section>
  );
}
