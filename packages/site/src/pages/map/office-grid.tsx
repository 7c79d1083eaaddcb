import type { Office } from '@lawfirm/api-client/site';

import { ALL_OFFICES_LABEL } from './map-constants';

export interface OfficeGridProps {
  /** The selected region's offices (at most REGION_OFFICE_LIMIT), or none when all are shown. */
  offices: readonly Office[];
  selectedKey: string | null;
  allSelected: boolean;
  onSelectAll: () => void;
  onSelectOffice: (officeKey: string) => void;
}

/**
 * spec/site.md §2 Office map: the office grid, an "all" tile and the region's offices. Each
 * tile is a toggle button; the selected one is pressed.
 */
export function OfficeGrid({
  offices,
  selectedKey,
  allSelected,
  onSelectAll,
  onSelectOffice,
}: OfficeGridProps) {
  return (
    <ul className="site-office-grid" aria-label="사무소 선택">
      <li>
        <button
          type="button"
          className="site-office-grid__tile"
          aria-pressed={allSelected}
          onClick={onSelectAll}
        >
          {ALL_OFFICES_LABEL}
        </button>
      </li>
      {offices.map((office) => (
        <li key={office.key}>
          <button
            type="button"
            className="site-office-grid__tile"
            aria-pressed={!allSelected && office.key === selectedKey}
            onClick={() => onSelectOffice(office.key)}
          >
            {office.tab_name}
          </button>
        </li>
      ))}
    </ul>
  );
}
