import type { ArticleSummary, Lawyer } from '@lawfirm/api-client/site';
import { Link } from '@tanstack/react-router';

import { staticUrl, useSiteSettings } from '../../settings/site-settings';

export interface FaqSideColumnProps {
  successList: readonly ArticleSummary[];
  fieldList: readonly ArticleSummary[];
  lawyerList: readonly Lawyer[];
}

/** spec/site.md §2: the side column shows only if at least one of its lists is non-empty. */
export function hasSideColumn({ successList, fieldList, lawyerList }: FaqSideColumnProps) {
  return successList.length + fieldList.length + lawyerList.length > 0;
}

/** An article's page, as the api names it (pathname /info/{idx} or /success/{idx}). */
function articlePath(kind: 'success' | 'info', idx: number): string {
  return `/${kind}/${idx}`;
}

function ArticleLinks({
  title,
  kind,
  items,
}: {
  title: string;
  kind: 'success' | 'info';
  items: readonly ArticleSummary[];
}) {
  if (items.length === 0) return null;
  return (
    <section className="site-faq-side__block">
      <h2 className="site-faq-side__title">{title}</h2>
      <ul className="site-faq-side__links">
        {items.map((item) => (
          <li key={item.idx}>
            <Link to={articlePath(kind, item.idx)}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * spec/site.md §2 Legal Q&A detail: the optional side column with success cases, field cases
 * and lawyers of the entry's field. Renders nothing when all three lists are empty.
 */
export function FaqSideColumn(props: FaqSideColumnProps) {
  const settings = useSiteSettings();
  if (!hasSideColumn(props)) return null;
  const { successList, fieldList, lawyerList } = props;
  return (
    <aside className="site-faq-side" aria-label="관련 정보">
      <ArticleLinks title="성공 사례" kind="success" items={successList} />
      <ArticleLinks title="분야별 법률 정보" kind="info" items={fieldList} />
      {lawyerList.length > 0 ? (
        <section className="site-faq-side__block">
          <h2 className="site-faq-side__title">담당 변호사</h2>
          <ul className="site-faq-side__lawyers">
            {lawyerList.map((lawyer) => (
              <li key={lawyer.idx} className="site-faq-lawyer">
                <img
                  className="site-faq-lawyer__photo"
                  src={staticUrl(settings, lawyer.image)}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
                <span className="site-faq-lawyer__name">{lawyer.lawyer_name}</span>
                <span className="site-faq-lawyer__position">{lawyer.position}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}
