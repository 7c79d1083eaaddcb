import type { TermDetail } from '@lawfirm/api-client/site';

import { Breadcrumb } from '../../components/breadcrumb';
import { DOCUMENT_HTML_CONFIG, SafeHtml } from '../../lib/safe-html';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

export interface TermPageProps {
  term: TermDetail;
}

/** `2025-07-01` as Koreans write a date: `2025년 7월 1일`. */
export function formatEffectiveDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

/**
 * spec/site.md §2 /common/term/{terms_code}: one term or policy, linked from the footer. The
 * body is the api's HTML, sanitized again here with DOMPurify (DESIGN.md §7) before rendering.
 */
export function TermPage({ term }: TermPageProps) {
  useHydrationMarker();
  return (
    <article className="site-container site-page site-term">
      <Breadcrumb items={[{ label: term.terms_name }]} />
      <h1 className="site-page__title">{term.terms_name}</h1>
      <p className="site-term__date">
        시행일:{' '}
        <time dateTime={term.effective_date}>{formatEffectiveDate(term.effective_date)}</time>
      </p>
      <SafeHtml
        as="div"
        className="site-term__body"
        html={term.body}
        config={DOCUMENT_HTML_CONFIG}
      />
    </article>
  );
}
