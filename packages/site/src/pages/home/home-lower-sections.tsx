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
import { SectionTabPill } from './section-tab-pill';

/**
 * spec/site.md §2 Home: the nine sections below the landing block and the statistics strip,
 * in order. The home page hydrates them after its first load (home-page.tsx).
 */
export function HomeLowerSections() {
  return (
    <>
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
    </>
  );
}
