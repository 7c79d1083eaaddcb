import { ActionLink } from '../components/action-link';
import { useHydrationMarker } from '../lib/use-hydration-marker';
import { NOT_FOUND_TITLE } from '../route-titles';

/** The page for any path no route matches; main-site answers it with HTTP 404. */
export function NotFoundPage() {
  useHydrationMarker();
  return (
    <section className="site-container site-page">
      <h1 className="site-page__title">{NOT_FOUND_TITLE}</h1>
      <p className="site-page__lead">
        요청하신 페이지가 없거나 주소가 바뀌었습니다. 입력하신 주소를 다시 한번 확인해 주세요.
      </p>
      <p className="site-page__actions">
        <ActionLink to="/">홈으로 가기</ActionLink>
      </p>
    </section>
  );
}
