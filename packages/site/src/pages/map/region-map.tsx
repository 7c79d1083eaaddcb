import type { Region } from '@lawfirm/api-client/site';
import type { KeyboardEvent } from 'react';

import { REGION_MAP_VIEWBOX, REGION_SHAPES } from './region-shapes';

export interface RegionMapProps {
  regions: readonly Pick<Region, 'key' | 'name'>[];
  selectedKey: Region['key'] | null;
  onSelect: (regionKey: Region['key']) => void;
}

/**
 * spec/site.md §2 Office map: the 12 regions, each a button (Tab reaches it, Enter or Space
 * selects it) named in Korean, the selected one pressed and highlighted. The drawing's labels
 * are hidden from screen readers, which read each button's own name.
 */
export function RegionMap({ regions, selectedKey, onSelect }: RegionMapProps) {
  const onKeyDown = (event: KeyboardEvent<SVGGElement>, key: Region['key']) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(key);
    }
  };
  return (
    <svg
      className="site-region-map"
      viewBox={REGION_MAP_VIEWBOX}
      role="group"
      aria-label="지역 선택 지도"
    >
      <rect className="site-region-map__sea" width="420" height="600" rx="24" />
      {regions.map((region) => {
        const shape = REGION_SHAPES[region.key];
        const selected = region.key === selectedKey;
        return (
          <g
            key={region.key}
            className="site-region-map__region"
            data-region={region.key}
            role="button"
            tabIndex={0}
            aria-label={`${region.name} 지역 사무소 보기`}
            aria-pressed={selected}
            onClick={() => onSelect(region.key)}
            onKeyDown={(event) => onKeyDown(event, region.key)}
          >
            <polygon points={shape.points} />
            <text x={shape.label.x} y={shape.label.y} aria-hidden="true">
              {region.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
