import type { Region } from '@lawfirm/api-client/site';
import { maxWidthQuery, useMediaQuery } from '@lawfirm/ui';
import { useCallback, useState } from 'react';

import { Breadcrumb } from '../../components/breadcrumb';
import { ROUTE_BREADCRUMBS } from '../../route-breadcrumbs';
import { useHydrationMarker } from '../../lib/use-hydration-marker';
import { ROUTE_TITLES } from '../../route-titles';

import { AllOffices } from './all-offices';
import { MapBottomSheet } from './map-bottom-sheet';
import { MAP_HEADLINE, MAP_SHEET_MAX_WIDTH_PX } from './map-constants';
import {
  ALL_SELECTION,
  allOffices,
  findOffice,
  regionOffices,
  selectOffice,
  selectRegion,
} from './map-selection';
import type { MapSelection } from './map-selection';
import { OfficeDetail } from './office-detail';
import { OfficeGrid } from './office-grid';
import { RegionMap } from './region-map';

export interface MapPageProps {
  /** The 12 regions and their offices (the office list call). */
  regions: readonly Region[];
  /** /map/{key}: the office shown first; /map shows every office. */
  officeKey?: string;
}

/**
 * spec/site.md §2 Office map, /map and /map/{key}: the region map, the office grid with its
 * "all" tile, and the selected office, or every office. On mobile, choosing a region also
 * opens the bottom sheet of its areas.
 */
export function MapPage({ regions, officeKey }: MapPageProps) {
  useHydrationMarker();
  const [selection, setSelection] = useState<MapSelection>(
    () => (officeKey ? selectOffice(regions, officeKey) : undefined) ?? ALL_SELECTION,
  );
  const landingOffice = officeKey ? findOffice(regions, officeKey) : undefined;
  const [sheetOpen, setSheetOpen] = useState(false);
  const mobile = useMediaQuery(maxWidthQuery(MAP_SHEET_MAX_WIDTH_PX));
  const closeSheet = useCallback(() => setSheetOpen(false), []);

  const region =
    selection.kind === 'office'
      ? regions.find((candidate) => candidate.key === selection.regionKey)
      : undefined;
  const office = selection.kind === 'office' ? findOffice(regions, selection.officeKey) : undefined;

  const chooseRegion = (regionKey: Region['key']) => {
    setSelection(selectRegion(regions, regionKey));
    setSheetOpen(mobile);
  };
  const chooseOffice = (key: string) => {
    setSelection(selectOffice(regions, key) ?? ALL_SELECTION);
  };

  return (
    <div className="site-container site-page site-map-page">
      <Breadcrumb items={ROUTE_BREADCRUMBS['/map']} />
      {/* /map/{key} is that office's page: its name is the heading, as in the page's title. */}
      <h1 className="site-page__title">{landingOffice?.name ?? ROUTE_TITLES['/map']}</h1>
      <p className="site-page__lead site-map-page__headline">{MAP_HEADLINE}</p>
      <div className="site-map-page__body">
        <div className="site-map-page__map">
          <RegionMap regions={regions} selectedKey={region?.key ?? null} onSelect={chooseRegion} />
          <p className="site-map-page__hint">
            지도에서 지역을 고르면 그 지역의 사무소를 안내해 드립니다.
          </p>
        </div>
        <div className="site-map-page__offices">
          <p className="site-map-page__region" aria-live="polite">
            {region ? `${region.name} 지역 사무소` : '지도나 아래 목록에서 사무소를 선택해 주세요'}
          </p>
          <OfficeGrid
            offices={region ? regionOffices(region) : []}
            selectedKey={office?.key ?? null}
            allSelected={selection.kind === 'all'}
            onSelectAll={() => setSelection(ALL_SELECTION)}
            onSelectOffice={chooseOffice}
          />
          {office ? (
            <OfficeDetail key={office.key} office={office} />
          ) : (
            <AllOffices offices={allOffices(regions)} onSelectOffice={chooseOffice} />
          )}
        </div>
      </div>
      {sheetOpen && region ? (
        <MapBottomSheet
          regionName={region.name}
          offices={region.offices}
          selectedKey={office?.key ?? null}
          onSelectOffice={chooseOffice}
          onClose={closeSheet}
        />
      ) : null}
    </div>
  );
}
