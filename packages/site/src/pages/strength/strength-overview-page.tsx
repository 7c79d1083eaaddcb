import type { StrengthList } from '@lawfirm/api-client/site-core';
import { minWidthQuery, smoothScrollTo, useMediaQuery } from '@lawfirm/ui';
import { Link } from '@tanstack/react-router';

import { ROUTE_TITLES } from '../../route-titles';
import { staticUrl, useSiteSettings } from '../../settings/site-settings';

import { STRENGTH_LAYOUT_BREAKPOINT_PX, VIEW_MORE_COLUMNS } from './strength-constants';
import { StrengthDescription, StrengthLineText, ViewMoreBlock } from './strength-parts';
import type { StrengthTextContext } from './strength-parts';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

const badge = (index: number) => String(index + 1).padStart(2, '0');
export const strengthBlockId = (url: string) => `strength-${url}`;

/**
 * spec/site.md §2 /strength: the "OUR STRENGTH" hero, 11 tiles, 11 detail blocks alternating
 * sides above 1023 px, and the view-more block. The spec names ten tile topics for 11 tiles;
 * the api's 11th strength, 'after-care' (사후 관리), is kept as the eleventh.
 */
export function StrengthOverviewPage({ data }: { data: StrengthList }) {
  useHydrationMarker();
  const settings = useSiteSettings();
  const wide = useMediaQuery(minWidthQuery(STRENGTH_LAYOUT_BREAKPOINT_PX + 1));
  const context: StrengthTextContext = { counts: data.initialData, consultDate: data.consult_date };

  // §2: "A tile click smooth-scrolls to the matching detail block: its image on wide
  // screens, otherwise its heading"; the heading then takes focus for keyboard users.
  const showBlock = async (url: string) => {
    const block = document.getElementById(strengthBlockId(url));
    const heading = block?.querySelector<HTMLElement>('h2');
    const image = block?.querySelector('figure');
    const target = wide && image ? image : heading;
    if (!target) return;
    await smoothScrollTo(target);
    heading?.focus({ preventScroll: true });
  };

  return (
    <div className="strength-page">
      <header className="strength-hero site-hero-wash">
        <div className="site-container">
          <p className="site-eyebrow" lang="en">
            OUR STRENGTH
          </p>
          <h1 className="strength-hero__title">{ROUTE_TITLES['/strength']}</h1>
          <p className="strength-hero__lead">
            의뢰인이 대륜을 선택하는 열한 가지 이유를 소개합니다.
          </p>
        </div>
      </header>

      <nav className="site-container strength-tiles" aria-label="강점 바로가기">
        <ol className="site-card-grid">
          {data.list.map((item, index) => (
            <li key={item.url}>
              <button
                type="button"
                className="site-link-card strength-tile"
                onClick={() => void showBlock(item.url)}
              >
                <span className="strength-tile__number" aria-hidden="true">
                  {badge(index)}
                </span>
                <span className="strength-tile__title">
                  <StrengthLineText line={item.title} context={context} />
                </span>
                <span className="strength-tile__sub" lang="en">
                  {item.subTitle}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <div className="site-container strength-blocks">
        {data.list.map((item, index) => (
          <article
            key={item.url}
            id={strengthBlockId(item.url)}
            className="strength-block"
            data-side={index % 2 === 0 ? 'start' : 'end'}
            aria-labelledby={`${strengthBlockId(item.url)}-title`}
          >
            <figure className="strength-block__figure">
              <img
                src={staticUrl(settings, item.img)}
                alt=""
                aria-hidden="true"
                width={560}
                height={400}
                loading="lazy"
              />
            </figure>
            <div className="strength-block__text">
              <span className="strength-block__badge">{badge(index)}</span>
              <p className="site-eyebrow strength-block__sub" lang="en">
                {item.subTitle}
              </p>
              <h2
                id={`${strengthBlockId(item.url)}-title`}
                className="strength-block__title"
                tabIndex={-1}
              >
                <StrengthLineText line={item.title} context={context} />
              </h2>
              <StrengthDescription lines={item.description} context={context} />
              <Link to="/strength/$url" params={{ url: item.url }} className="strength-block__more">
                {item.view_more_text}
              </Link>
            </div>
          </article>
        ))}
      </div>

      <ViewMoreBlock common={data.common} columns={VIEW_MORE_COLUMNS.overview} context={context} />
    </div>
  );
}
