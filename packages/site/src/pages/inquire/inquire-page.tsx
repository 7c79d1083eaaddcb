import { Link } from '@tanstack/react-router';

import { Breadcrumb } from '../../components/breadcrumb';
import { ROUTE_BREADCRUMBS } from '../../route-breadcrumbs';
import { telHref } from '../../lib/tel-href';
import { useHydrationMarker } from '../../lib/use-hydration-marker';
import { ROUTE_TITLES } from '../../route-titles';
import { useSiteSettings } from '../../settings/site-settings';

const TITLE = ROUTE_TITLES['/inquire'];

/**
 * spec/site.md §2 /inquire, "Customer satisfaction centre", linked from the footer. The spec
 * shows no content for it, so it says what the centre is for in the terms of §1: the
 * litigation quality guarantee (a full re-review of the case on complaint) and the after-care
 * of the post-care system, and how to reach it (the main phone, §9; the chat channel).
 */
export function InquirePage() {
  useHydrationMarker();
  const { phone, chatChannelUrl } = useSiteSettings();
  return (
    <section className="site-container site-page">
      <Breadcrumb items={ROUTE_BREADCRUMBS['/inquire']} />
      <h1 className="site-page__title">{TITLE}</h1>
      <p className="site-page__lead">
        상담이나 사건 진행에 불편한 점이 있으셨나요? 고객만족센터가 말씀을 듣고 본사 차원에서
        책임지고 해결해 드립니다.
      </p>
      <h2 className="site-section__title">이런 경우 연락해 주세요</h2>
      <ul className="site-inquire__list">
        <li>상담이나 사건 진행 과정에서 불편을 겪으셨을 때</li>
        <li>
          사건 처리 결과에 이의가 있으실 때: 소송 품질 보증 제도에 따라 사건 전체를 다시 검토합니다.
        </li>
        <li>사건이 끝난 뒤 사후 관리가 필요하실 때</li>
        <li>담당 변호사나 직원에게 전하고 싶은 의견이 있으실 때</li>
      </ul>
      <h2 className="site-section__title">접수 방법</h2>
      <dl className="site-inquire__channels">
        <div>
          <dt>전화</dt>
          <dd>
            대표번호 <a href={telHref(phone)}>{phone}</a>로 전화하신 뒤 고객만족센터 연결을 요청해
            주세요.
          </dd>
        </div>
        <div>
          <dt>채팅</dt>
          <dd>
            <a href={chatChannelUrl}>채팅 상담</a>에 고객만족센터 문의라고 남겨 주시면 담당자가
            답변해 드립니다.
          </dd>
        </div>
      </dl>
      <p className="site-notice">
        새로운 사건 상담은 <Link to="/choice">{ROUTE_TITLES['/choice']}</Link>에서 신청하실 수
        있습니다.
      </p>
    </section>
  );
}
