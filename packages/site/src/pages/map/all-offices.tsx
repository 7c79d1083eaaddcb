import type { Office } from '@lawfirm/api-client/site';
import { useState } from 'react';

import { staticUrl, useSiteSettings } from '../../settings/site-settings';

import { ALL_LAYOUT_CELLS } from './map-constants';
import { allLayoutCells } from './map-selection';

export interface AllOfficesProps {
  offices: readonly Office[];
  onSelectOffice: (officeKey: string) => void;
}

/**
 * spec/site.md §2 Office map, the layout of the "all" tile: every office as a cell (name, desc
 * and picture, §3 "name, desc, url, src"), 8 cells at a time; "more" adds the next 8.
 */
export function AllOffices({ offices, onSelectOffice }: AllOfficesProps) {
  const settings = useSiteSettings();
  const [pagesShown, setPagesShown] = useState(1);
  const cells = allLayoutCells(offices, pagesShown);
  const rest = offices.length - cells.length;
  return (
    <section className="site-all-offices" aria-labelledby="site-all-offices-title">
      <h2 id="site-all-offices-title" className="site-all-offices__title">
        전국 사무소 <span className="site-all-offices__count">{offices.length}곳</span>
      </h2>
      <ul className="site-all-offices__cells">
        {cells.map((office) => (
          <li key={office.key}>
            <a
              className="site-all-offices__cell"
              href={office.url}
              onClick={(event) => {
                // The cell is a real link (/map/{key}) for a new tab; a plain click selects in place.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onSelectOffice(office.key);
              }}
            >
              <img
                src={staticUrl(settings, office.src)}
                alt=""
                width={640}
                height={420}
                loading="lazy"
              />
              <span className="site-all-offices__name">{office.name}</span>
              <span className="site-all-offices__desc">{office.desc}</span>
            </a>
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <p className="site-all-offices__more">
          <button
            type="button"
            className="lf-button"
            data-variant="secondary"
            onClick={() => setPagesShown((shown) => shown + 1)}
          >
            사무소 더 보기 ({Math.min(rest, ALL_LAYOUT_CELLS)}곳)
          </button>
        </p>
      ) : null}
    </section>
  );
}
