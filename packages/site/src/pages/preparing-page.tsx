import { ActionLink } from '../components/action-link';
import { useHydrationMarker } from '../lib/use-hydration-marker';

export interface PreparingPageProps {
  /** The page's Korean title, shown as its <h1>. */
  title: string;
}

/**
 * Stands in for a route whose page arrives in a later issue: the route exists, says what
 * it is and that it is being prepared, and offers a way home.
 */
export function PreparingPage({ title }: PreparingPageProps) {
  useHydrationMarker();
  return (
    <section className="site-container site-page">
      <h1 className="site-page__title">{title}</h1>
      <p className="site-page__lead">이 페이지는 준비 중입니다.</p>
      <p className="site-page__actions">
        <ActionLink to="/">홈으로 가기</ActionLink>
      </p>
    </section>
  );
}
