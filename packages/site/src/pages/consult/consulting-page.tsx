import { ConsultForm } from '@lawfirm/consult-form';
import { useRouter } from '@tanstack/react-router';

import { Breadcrumb } from '../../components/breadcrumb';
import { ROUTE_BREADCRUMBS } from '../../route-breadcrumbs';
import { useHydrationMarker } from '../../lib/use-hydration-marker';
import { ROUTE_TITLES } from '../../route-titles';
import { useSiteSettings } from '../../settings/site-settings';

const TITLE = ROUTE_TITLES['/consulting'];

/**
 * spec/site.md §2 /consulting, "Corporate online consultation": the page's heading and intro
 * around the corporate consultation form (§2 Corporate consultation form, §4 Consultation
 * submit, §5). A stored request goes on to /complete inside the router (no page load).
 * Styles: the host imports '@lawfirm/consult-form/styles.css' after the ui styles.
 */
export function ConsultingPage() {
  useHydrationMarker();
  const { apiClient, centerCode } = useSiteSettings();
  const router = useRouter();
  return (
    <section className="site-container site-page site-consult-page">
      <Breadcrumb items={ROUTE_BREADCRUMBS['/consulting']} />
      <h1 className="site-page__title">{TITLE}</h1>
      <p className="site-page__lead">
        기업 법률 자문이나 기업 소송이 필요하신가요? 아래 신청서를 남겨 주시면 기업 사건을 맡는 상담
        변호사가 내용을 검토한 뒤 연락드립니다.
      </p>
      {/* The site's group goes with the request: a centre's is stored with its centre. */}
      <ConsultForm
        apiClient={apiClient}
        centerCode={centerCode}
        onComplete={(url) => void router.navigate({ href: url })}
      />
    </section>
  );
}
