import type { Center } from '@lawfirm/api-client';
import { ActionLink } from '../components/action-link';
import { DEFAULT_CENTER_CODE, FIRM_HEADLINE } from '../constants';

export interface HomePageProps {
  /**
   * The groups of GET /api/center/list, or undefined when the list could not be loaded:
   * spec/site.md §7 call #1 and §8 say a failed group list is only logged, and pages give
   * no other user-facing errors, so the page renders without the group section.
   */
  groups: readonly Center[] | undefined;
}

/**
 * The home page's first cut: the firm's headline and its practice groups, which proves
 * the data path from the API to server-rendered HTML. The full home sections follow.
 */
export function HomePage({ groups }: HomePageProps) {
  // spec/site.md §1: CT0000 is the whole firm, not one of its groups.
  const practiceGroups = groups?.filter((group) => group.code !== DEFAULT_CENTER_CODE);

  return (
    <>
      <section className="site-hero" aria-labelledby="home-hero-title">
        <div className="site-container">
          <p className="site-hero__eyebrow">로펌 3.0</p>
          <h1 id="home-hero-title" className="site-hero__title">
            {FIRM_HEADLINE}
          </h1>
          <p className="site-hero__lead">
            변호사 200명 이상, 전문 그룹 20개 이상. 상담 변호사가 먼저 듣고, 분야별 전문 변호사가
            사건의 끝까지 책임집니다.
          </p>
          <p className="site-page__actions">
            <ActionLink to="/choice">상담 예약하기</ActionLink>
          </p>
        </div>
      </section>

      {practiceGroups && (
        <section className="site-container site-section" aria-labelledby="home-groups-title">
          <h2 id="home-groups-title" className="site-section__title">
            분야별 전문 그룹
          </h2>
          {practiceGroups.length === 0 ? (
            <p className="site-notice">등록된 전문 그룹이 아직 없습니다.</p>
          ) : (
            <ul className="site-group-list">
              {practiceGroups.map((group) => (
                <li key={group.code} className="site-group-list__item">
                  {group.code_name}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
