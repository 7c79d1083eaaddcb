import { PHONE_PLACEHOLDER } from '@lawfirm/api-client';
import type { HomeLanding, HomeLinkCard } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { SearchBox } from '../../components/search-box/search-box';
import {
  hashTagSearchText,
  integrateSearchUrl,
} from '../../components/search-box/integrate-search';
import { useSiteSearch } from '../../components/search-box/use-site-search';
import { FIRM_HEADLINE, FIRM_NAME } from '../../constants';
import { useSiteSettings } from '../../settings/site-settings';

/**
 * spec/site.md §2: the cards' "sub text contains a phone placeholder replaced by the phone
 * number". Each number is kept on one line: a break at its hyphen reads as two numbers.
 */
export function fillPhone(text: string, phone: string): ReactNode[] {
  return text.split(PHONE_PLACEHOLDER).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <span key={index} className="home-landing__phone">
            {phone}
          </span>,
          part,
        ],
  );
}

/**
 * A hash tag's search: "a keyword containing a middle dot is searched with a space instead",
 * and keyword links add recommend=true (§2 route table). In group mode it stays in the site;
 * otherwise it goes to the main site (`origin`).
 */
export function hashTagHref(keyword: string, origin = ''): string {
  return `${integrateSearchUrl(hashTagSearchText(keyword), { origin })}&recommend=true`;
}

/**
 * spec/site.md §2 Home landing block: the page's heading, the site search, hash-tag keywords
 * and four link cards. Without the landing data (a failed call) the heading and search stay.
 */
export function LandingBlock({ landing }: { landing: HomeLanding | undefined }) {
  const { phone, hasSubPages, mainSiteUrl } = useSiteSettings();
  const search = useSiteSearch();
  // The search rule of useSiteSearch: a site without its own /integrate uses the main site's.
  const inSite = hasSubPages || !mainSiteUrl;
  return (
    <section className="home-landing site-hero-wash" aria-labelledby="home-title">
      <div className="site-container">
        <p className="site-eyebrow">LAW FIRM 3.0</p>
        <h1 id="home-title" className="home-landing__title">
          {`${FIRM_HEADLINE}, ${FIRM_NAME}`}
        </h1>
        <p className="home-landing__lead">
          변호사 200명 이상, 전문 그룹 20개 이상. 상담부터 사후 관리까지 본사가 책임집니다.
        </p>
        <SearchBox className="home-landing__search" onSearch={search} />
        {landing && landing.hashTags.length > 0 && (
          <ul className="site-inline-list home-landing__tags" aria-label="추천 검색어">
            {landing.hashTags.map((tag) => (
              <li key={tag}>
                {/* A plain link, as the header's search icon: /integrate loads as a page. */}
                {inSite ? (
                  <a className="site-chip-link" href={hashTagHref(tag)}>{`#${tag}`}</a>
                ) : (
                  <a
                    className="site-chip-link"
                    href={hashTagHref(tag, mainSiteUrl)}
                    target="_blank"
                    rel="noopener"
                  >
                    {`#${tag}`}
                    <span className="lf-visually-hidden"> (새 창)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        {landing && landing.linkCards.length > 0 && (
          <ul className="site-card-grid home-landing__cards">
            {landing.linkCards.map((card) => (
              <li key={card.title}>
                <LinkCard card={card} phone={phone} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function LinkCard({ card, phone }: { card: HomeLinkCard; phone: string }) {
  const content = (
    <>
      <strong className="home-landing__card-title">{card.title}</strong>
      <span className="home-landing__card-text">{fillPhone(card.subText, phone)}</span>
      {card.newTab && <span className="lf-visually-hidden"> (새 창)</span>}
    </>
  );
  // "four link cards with configurable targets": in-site paths route, others are plain links.
  if (card.newTab || /^https?:/.test(card.link)) {
    return (
      <a
        className="site-link-card home-landing__card"
        href={card.link}
        target={card.newTab ? '_blank' : undefined}
        rel={card.newTab ? 'noopener' : undefined}
      >
        {content}
      </a>
    );
  }
  return (
    <Link className="site-link-card home-landing__card" to={card.link}>
      {content}
    </Link>
  );
}
