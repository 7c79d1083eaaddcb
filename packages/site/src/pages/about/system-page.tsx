import {
  AFTER_CARE_ITEMS,
  CONSULTATION_STEPS,
  PRECISION_ASSIGNMENT_PARTS,
  STAFFING_OPTIONS,
} from '../../content/firm-facts';
import { ROUTE_TITLES } from '../../route-titles';

import { AboutPageFrame, AboutSection } from './about-page-frame';
import { SYSTEM_SECTION_IDS } from './about-constants';
import { PointList } from './point-list';
import { SupportSystemBanner } from './support-system-banner';

/**
 * /about/system (spec/site.md §2 Other firm pages "System page", content from §1): the
 * support-system banner, then the consultation, allocation and post-care sections under the
 * ids the spec names.
 */
export function SystemPage() {
  return (
    <AboutPageFrame
      variant="system"
      eyebrow="SYSTEM"
      title={ROUTE_TITLES['/about/system']}
      lead="첫 상담부터 사건이 끝난 뒤까지, 대륜의 업무는 하나의 시스템으로 움직입니다."
    >
      <div className="site-container">
        <SupportSystemBanner />
      </div>

      <AboutSection id={SYSTEM_SECTION_IDS.consultation} eyebrow="CONSULTATION" title="상담 시스템">
        <p className="site-about-section__lead">
          상담 변호사가 먼저 듣고, 분야별 전문 변호사가 깊이 보고, 수행 그룹이 끝까지 책임집니다.
        </p>
        <PointList points={CONSULTATION_STEPS} ordered label="단계" />
      </AboutSection>

      <AboutSection
        id={SYSTEM_SECTION_IDS.allocation}
        eyebrow="ALLOCATION"
        title="체계적인 배정 시스템"
        className="site-about-section--muted"
      >
        <p className="site-about-section__lead">
          AI와 빅데이터 분석으로 사건에 꼭 맞는 전문 태스크포스를 배정하는 정밀 배정 시스템입니다.
        </p>
        <PointList points={PRECISION_ASSIGNMENT_PARTS} />
        <h3 className="site-system__subtitle">사건 담당 방식, 직접 고르세요</h3>
        <p>의뢰인은 사건을 누가 어떻게 맡을지 여섯 가지 방식 가운데 고를 수 있습니다.</p>
        <PointList points={STAFFING_OPTIONS} ordered compact headingLevel={4} />
      </AboutSection>

      <AboutSection id={SYSTEM_SECTION_IDS.post} eyebrow="AFTER CARE" title="사후 관리 시스템">
        <p className="site-about-section__lead">
          사건이 끝났다고 관계가 끝나지 않습니다. 여섯 가지 사후 관리로 의뢰인 곁에 남습니다.
        </p>
        <PointList points={AFTER_CARE_ITEMS} />
      </AboutSection>
    </AboutPageFrame>
  );
}
