import { centerListQueryOptions } from '@lawfirm/api-client/site-core';
import { useQuery } from '@tanstack/react-query';

import { ActionLink } from '../../components/action-link';
import { useHydrationMarker } from '../../lib/use-hydration-marker';
import { telHref } from '../../lib/tel-href';
import { useSiteSettings } from '../../settings/site-settings';

import { crossServiceLinks } from './cross-services';

export interface CompletePageProps {
  /** The page was reached with a result (`/complete?isConsult=true`, spec/site.md §2). */
  isConsult: boolean;
}

/** The heading without a result (spec/site.md §8 "Complete page without a result: invalid access"). */
export const INVALID_ACCESS_TITLE = '잘못된 접근입니다';

/**
 * spec/site.md §2 Consultation complete page. With a result: the application is complete and
 * staff call back from the main number in order, three cross-service buttons and a home
 * button. Without one (§8): "invalid access" and a home button.
 */
export function CompletePage({ isConsult }: CompletePageProps) {
  useHydrationMarker();
  const { apiClient, phone, mainSiteUrl } = useSiteSettings();
  // The root loads the group list for every page; this reads it from the cache.
  const groups = useQuery({ ...centerListQueryOptions(apiClient), enabled: isConsult });

  if (!isConsult) {
    return (
      <section className="site-container site-page site-complete">
        <h1 className="site-page__title">{INVALID_ACCESS_TITLE}</h1>
        <p className="site-page__lead">
          상담 신청을 마친 뒤에 볼 수 있는 페이지입니다. 홈에서 다시 시작해 주세요.
        </p>
        <p className="site-page__actions">
          <ActionLink to="/">홈으로 가기</ActionLink>
        </p>
      </section>
    );
  }

  const services = crossServiceLinks(groups.data?.data, mainSiteUrl);
  return (
    <section className="site-container site-page site-complete">
      <h1 className="site-page__title">상담 신청이 완료되었습니다</h1>
      <p className="site-page__lead">
        접수된 순서대로 대표번호 <a href={telHref(phone)}>{phone}</a>로 연락드리겠습니다. 전화를
        받지 못하셨다면 대표번호로 다시 걸어 주세요.
      </p>
      <h2 className="site-section__title site-complete__services-title">
        함께 이용할 수 있는 서비스
      </h2>
      <ul className="site-complete__services">
        {services.map((service) => (
          <li key={service.code}>
            {/* A page's anchor or another site: a plain link, the whole page loaded. */}
            <a
              href={service.href}
              className="lf-button"
              data-variant="secondary"
              target={service.external ? '_blank' : undefined}
              rel={service.external ? 'noopener noreferrer' : undefined}
            >
              {service.label}
              {service.external ? <span className="lf-visually-hidden"> (새 창)</span> : null}
            </a>
          </li>
        ))}
      </ul>
      <p className="site-page__actions">
        <ActionLink to="/">홈으로 가기</ActionLink>
      </p>
    </section>
  );
}
