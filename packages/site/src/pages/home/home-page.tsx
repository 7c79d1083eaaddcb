import type { HomeLanding, Statistics } from '@lawfirm/api-client/site-core';

import {
  CallToAction,
  ConsultationSteps,
  FirstInKorea,
  MegaHeadline,
  ModelEvolution,
  PrecisionAssignment,
  TailoredSupport,
  WhyMegaFirm,
} from './home-sections';
import { LandingBlock } from './landing-block';
import { SectionTabPill } from './section-tab-pill';
import { StatisticsStrip } from './statistics-strip';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

export interface HomePageProps {
  /** The landing block's hash tags and link cards; undefined after a failed call. */
  landing: HomeLanding | undefined;
  /** The statistics strip's figures; undefined after a failed call hides the strip. */
  statistics: Statistics | undefined;
}

/**
 * spec/site.md §2 Home: the landing block and the statistics strip, then the nine sections in
 * order. A failed call only loses its own block (§8: pages show no other errors).
 */
export function HomePage({ landing, statistics }: HomePageProps) {
  useHydrationMarker();
  return (
    <div className="home">
      <LandingBlock landing={landing} />
      {statistics && <StatisticsStrip statistics={statistics} />}
      <ModelEvolution />
      <MegaHeadline />
      <WhyMegaFirm />
      <FirstInKorea />
      <TailoredSupport />
      <CallToAction
        id="home-cta-book"
        title="지금 바로 상담을 예약하세요"
        text="원하는 시간에, 원하는 방식으로. 상담 변호사가 먼저 듣겠습니다."
        action="상담 예약하기"
      />
      <div className="home-system">
        <SectionTabPill />
        <ConsultationSteps />
        <PrecisionAssignment />
      </div>
      <CallToAction
        id="home-cta-go"
        title="상담 예약, 지금 시작하세요"
        text="24시간 상담 접수. 대표번호로 전화하시거나 온라인으로 예약하세요."
        action="상담 예약 바로가기"
      />
    </div>
  );
}
