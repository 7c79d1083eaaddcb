import { telHref, useHydrationMarker, useSiteSettings } from '../../index';

export interface ChatPageProps {
  title: string;
}

/**
 * /daeryuntalk and /daeryuntalk-test (spec/chat-widget.md §2). The chat itself is the widget
 * of the root layout, which opens at once on these paths (full page with a hash link); the
 * page says what it is and how else to reach the firm.
 */
export function ChatPage({ title }: ChatPageProps) {
  useHydrationMarker();
  const { phone } = useSiteSettings();
  return (
    <section className="site-container site-page">
      <h1 className="site-page__title">{title}</h1>
      <p className="site-page__lead">
        변호사와 1:1 채팅 상담을 하실 수 있습니다. 상담 창이 보이지 않으면 채팅 상담 버튼을 눌러
        주세요.
      </p>
      <p>
        {/* The site's own button, never the browser's blue link. */}
        <a className="lf-button" data-variant="secondary" href={telHref(phone)}>
          전화 상담 {phone}
        </a>
      </p>
    </section>
  );
}
