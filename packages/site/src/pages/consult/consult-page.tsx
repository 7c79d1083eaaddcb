import { Link } from '@tanstack/react-router';

import { Breadcrumb } from '../../components/breadcrumb';
import { ROUTE_BREADCRUMBS } from '../../route-breadcrumbs';
import { useHydrationMarker } from '../../lib/use-hydration-marker';
import { ROUTE_TITLES } from '../../route-titles';

import { ChatConsultOption, PhoneConsultOption } from './consult-options';

const TITLE = ROUTE_TITLES['/consult'];

/**
 * spec/site.md §2 /consult, "Individual online consultation". The spec gives an online form
 * for companies only (§2 Corporate consultation form: inquiry types comp_consult and
 * comp_suit, which is all call #12 accepts), and none for individuals; an individual's
 * consultation goes through the channels §1 names for everyone: chat messenger and phone,
 * both with 24-hour intake. A company is pointed to its form.
 */
export function ConsultPage() {
  useHydrationMarker();
  return (
    <section className="site-container site-page">
      <Breadcrumb items={ROUTE_BREADCRUMBS['/consult']} />
      <h1 className="site-page__title">{TITLE}</h1>
      <p className="site-page__lead">
        형사, 이혼, 상속, 민사 등 개인 사건은 채팅이나 전화로 바로 상담을 시작하실 수 있습니다. 상담
        변호사가 먼저 사건을 진단하고, 필요하면 분야별 전문 변호사가 함께합니다.
      </p>
      <ul className="site-choice">
        <ChatConsultOption>
          지금 겪고 계신 일을 채팅으로 남겨 주세요. 24시간 접수합니다.
        </ChatConsultOption>
        <PhoneConsultOption>
          {(phone) => <>대표번호 {phone}로 전화하시면 상담 직원이 바로 연결해 드립니다.</>}
        </PhoneConsultOption>
      </ul>
      <p className="site-notice">
        기업 자문이나 기업 소송 상담은 <Link to="/consulting">{ROUTE_TITLES['/consulting']}</Link>
        에서 신청해 주세요.
      </p>
    </section>
  );
}
