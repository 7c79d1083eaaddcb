import { Link } from '@tanstack/react-router';

import { Breadcrumb } from '../../components/breadcrumb';
import { ROUTE_BREADCRUMBS } from '../../route-breadcrumbs';
import { useHydrationMarker } from '../../lib/use-hydration-marker';
import { ROUTE_TITLES } from '../../route-titles';

import { ChatConsultOption, ConsultOption, PhoneConsultOption } from './consult-options';

const TITLE = ROUTE_TITLES['/choice'];

/**
 * spec/site.md §2 /choice "Consultation reservation": the three ways to book (§1 "book a
 * consultation online, by chat messenger or by phone"). Online offers the corporate and the
 * individual page (§9 "Consultation popup types: corporate and individual"); chat opens the
 * widget, or the chat channel where the widget is not on the page; phone dials the site's
 * number (§9 "Main phone").
 */
export function ChoicePage() {
  useHydrationMarker();
  return (
    <section className="site-container site-page">
      <Breadcrumb items={ROUTE_BREADCRUMBS['/choice']} />
      <h1 className="site-page__title">{TITLE}</h1>
      <p className="site-page__lead">
        편하신 방법으로 상담을 신청해 주세요. 상담 접수는 24시간 받고 있습니다.
      </p>
      <ul className="site-choice">
        <ConsultOption
          title="온라인 상담"
          actions={
            <>
              <Link to="/consulting" className="lf-button" data-variant="primary">
                기업 상담 신청
              </Link>
              <Link to="/consult" className="lf-button" data-variant="secondary">
                개인 상담 신청
              </Link>
            </>
          }
        >
          상담 신청서를 남겨 주시면 상담 변호사가 사건을 검토한 뒤 연락드립니다.
        </ConsultOption>
        <ChatConsultOption>
          채팅으로 사건 내용을 남기시면 상담 직원이 바로 답변해 드립니다.
        </ChatConsultOption>
        <PhoneConsultOption>
          {(phone) => <>대표번호 {phone}로 전화하시면 24시간 상담 접수가 가능합니다.</>}
        </PhoneConsultOption>
      </ul>
      <p className="site-notice">
        상담 예약은 하루에 받을 수 있는 건수가 정해져 있습니다. 급한 사건이라면 예약을 변경하거나
        취소하고 바로 상담받으실 수 있도록 도와드립니다.
      </p>
    </section>
  );
}
