import { ROUTE_TITLES } from '../../route-titles';

import { AboutPageFrame, AboutSection } from './about-page-frame';
import { CI } from './about-copy';
import { CiColorSwatch, CiSignature } from './ci-parts';
import { PointList } from './point-list';

/** The CI page's sections, in order (spec/site.md §2 CI page). */
export const CI_SECTION_IDS = {
  intro: 'ci_intro',
  explanation: 'ci_explanation',
  colorSystem: 'ci_color_system',
  signature: 'ci_signature',
} as const;

/**
 * /about/ci (spec/site.md §2 Other firm pages "CI page: CI intro, CI explanation (three
 * points), colour system, signature (horizontal and vertical combinations)").
 */
export function CiPage() {
  return (
    <AboutPageFrame
      variant="ci"
      eyebrow="CORPORATE IDENTITY"
      title={ROUTE_TITLES['/about/ci']}
      lead="대륜의 이름과 색에 담긴 뜻을 소개합니다."
    >
      <AboutSection id={CI_SECTION_IDS.intro} eyebrow="CI" title="대륜의 CI">
        <div className="site-ci-intro">
          <CiSignature orientation="horizontal" />
          <p className="site-ci-intro__text">{CI.ci_1}</p>
        </div>
      </AboutSection>

      <AboutSection
        id={CI_SECTION_IDS.explanation}
        eyebrow="MEANING"
        title="CI에 담긴 의미"
        className="site-about-section--muted"
      >
        <PointList points={CI.ci_desc} ordered />
      </AboutSection>

      <AboutSection id={CI_SECTION_IDS.colorSystem} eyebrow="COLOR SYSTEM" title="컬러 시스템">
        <p className="site-about-section__lead">{CI.color_system}</p>
        <CiColorSwatch />
      </AboutSection>

      <AboutSection
        id={CI_SECTION_IDS.signature}
        eyebrow="SIGNATURE"
        title="시그니처"
        className="site-about-section--muted"
      >
        <p className="site-about-section__lead">
          워드마크와 영문 이름을 가로 또는 세로로 조합해 쓰며, 쓰는 자리의 모양에 맞춰 고릅니다.
        </p>
        <div className="site-ci-signatures">
          <CiSignature orientation="horizontal" />
          <CiSignature orientation="vertical" />
        </div>
      </AboutSection>
    </AboutPageFrame>
  );
}
