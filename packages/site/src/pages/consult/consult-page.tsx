import { PersonalConsultForm } from '@lawfirm/consult-form';
import { Link, useRouter } from '@tanstack/react-router';

import { Breadcrumb } from '../../components/breadcrumb';
import { ROUTE_BREADCRUMBS } from '../../route-breadcrumbs';
import { useHydrationMarker } from '../../lib/use-hydration-marker';
import { ROUTE_TITLES } from '../../route-titles';
import { useSiteSettings } from '../../settings/site-settings';

import { ChatConsultOption, PhoneConsultOption } from './consult-options';

const TITLE = ROUTE_TITLES['/consult'];
const FORM_HEADING_ID = 'consult-form-heading';

/**
 * spec/site.md §2 /consult, "Individual online consultation": an individual's request form
 * (the consult-form package's PersonalConsultForm, sent with call #12 as c_type personal and
 * confirmed on /complete), then the channels §1 names for everyone, chat and phone, for a
 * visitor who wants to talk now. A company is pointed to its own form. A centre's page offers
 * the centre's fields and stores the request with its centre.
 */
export function ConsultPage() {
  useHydrationMarker();
  const { apiClient, centerCode } = useSiteSettings();
  const router = useRouter();
  return (
    <section className="site-container site-page site-consult-page">
      <Breadcrumb items={ROUTE_BREADCRUMBS['/consult']} />
      <h1 className="site-page__title">{TITLE}</h1>
      <p className="site-page__lead">
        형사, 이혼, 상속, 민사 등 개인 사건의 상담을 신청해 주세요. 남겨 주신 내용을 상담 변호사가
        먼저 검토하고, 필요하면 분야별 전문 변호사가 함께 연락드립니다.
      </p>
      <section aria-labelledby={FORM_HEADING_ID} className="site-consult-page__form">
        <h2 id={FORM_HEADING_ID} className="site-section__title">
          상담 신청서
        </h2>
        <PersonalConsultForm
          apiClient={apiClient}
          centerCode={centerCode}
          onComplete={(url) => void router.navigate({ href: url })}
        />
      </section>
      <p className="site-consult-page__now">
        지금 바로 이야기하고 싶으시면 채팅이나 전화로 상담하실 수 있습니다.
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
