import type { PartnerLogo } from '@lawfirm/api-client/site-core';

import { ROUTE_TITLES } from '../../route-titles';

import { AboutPageFrame } from './about-page-frame';
import { INTRO_PARAGRAPHS } from './about-copy';
import { PartnerLogoCarousel } from './partner-logo-carousel';

export interface IntroPageProps {
  /** The partner logos; empty (or a failed call) leaves the partner section out. */
  partners: readonly PartnerLogo[];
}

/**
 * /about/intro (spec/site.md §2 Other firm pages "Intro page: five paragraphs over a
 * background image", plus the partner-logo carousel). The background is drawn in CSS.
 */
export function IntroPage({ partners }: IntroPageProps) {
  return (
    <AboutPageFrame
      variant="intro"
      eyebrow="ABOUT DAERYUN"
      title={ROUTE_TITLES['/about/intro']}
      lead="로펌 3.0, 글로벌 메가 로펌 법무법인 대륜을 소개합니다."
    >
      <section className="site-intro" aria-labelledby="site-intro-title">
        <div className="site-container site-intro__inner">
          <h2 id="site-intro-title" className="site-intro__title">
            하나의 법인, 하나의 책임
          </h2>
          <div className="site-intro__paragraphs">
            {INTRO_PARAGRAPHS.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      {partners.length > 0 && (
        <section className="site-about-section" aria-labelledby="site-partners-title">
          <div className="site-container">
            <p className="site-eyebrow" lang="en">
              PARTNERS
            </p>
            <h2 id="site-partners-title" className="site-about-section__title">
              함께하는 협력 기관
            </h2>
            <p className="site-about-section__lead">
              회계·세무·관세·노무·특허 전문가와 함께 사건을 입체적으로 해결합니다.
            </p>
            <PartnerLogoCarousel partners={partners} />
          </div>
        </section>
      )}
    </AboutPageFrame>
  );
}
