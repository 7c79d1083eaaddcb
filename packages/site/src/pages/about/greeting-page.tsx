import { ActionLink } from '../../components/action-link';
import { ROUTE_TITLES } from '../../route-titles';

import { AboutPageFrame, AboutSection } from './about-page-frame';
import { GREETING_SECTION_IDS } from './about-constants';
import { CI, GREETING_PARAGRAPHS, GREETING_SECTION_LINKS, MISSION } from './about-copy';
import { CiSignature } from './ci-parts';
import { GreetingSignature } from './greeting-signature';
import { ManagementValues } from './management-values';
import { SectionNav } from './section-nav';
import { VisionCards } from './vision-cards';

/**
 * /about/greeting (spec/site.md §2 Other firm pages "Greeting page"): five buttons that scroll
 * to greeting, mission, vision, management values and CI introduction; the rotating vision
 * cards; the management-values carousel. The letter is signed by the firm's representative.
 */
export function GreetingPage() {
  return (
    <AboutPageFrame
      variant="greeting"
      eyebrow="GREETING"
      title={ROUTE_TITLES['/about/greeting']}
      lead="의뢰인 곁에서 끝까지 함께하는 로펌, 법무법인 대륜입니다."
    >
      <SectionNav label="인사말 페이지 바로가기" links={GREETING_SECTION_LINKS} />

      <AboutSection id={GREETING_SECTION_IDS.greeting} eyebrow="CEO MESSAGE" title="대표 인사말">
        <div className="site-greeting__letter">
          {GREETING_PARAGRAPHS.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <GreetingSignature />
        </div>
      </AboutSection>

      <AboutSection
        id={GREETING_SECTION_IDS.mission}
        eyebrow="MISSION"
        title="미션"
        className="site-about-section--muted"
      >
        <p className="site-mission__statement">{MISSION.statement}</p>
        <p className="site-mission__description">{MISSION.description}</p>
      </AboutSection>

      <AboutSection id={GREETING_SECTION_IDS.vision} eyebrow="VISION" title="비전">
        <VisionCards />
      </AboutSection>

      <AboutSection
        id={GREETING_SECTION_IDS.managementValues}
        eyebrow="DIRECTION"
        title="경영 가치"
        className="site-about-section--muted"
      >
        <ManagementValues />
      </AboutSection>

      <AboutSection id={GREETING_SECTION_IDS.ci} eyebrow="CI" title="CI 소개">
        <div className="site-greeting__ci">
          <CiSignature orientation="horizontal" />
          <div>
            <p>{CI.ci_1}</p>
            <ActionLink to="/about/ci" variant="secondary">
              CI 자세히 보기
            </ActionLink>
          </div>
        </div>
      </AboutSection>
    </AboutPageFrame>
  );
}
