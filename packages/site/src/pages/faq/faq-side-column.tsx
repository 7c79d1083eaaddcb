import type { ArticleKind, ArticleSummary, Lawyer } from '@lawfirm/api-client/site';
import { articleDetailPath } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';

import { LawyerList } from '../../components/lawyer-list';

export interface FaqSideColumnProps {
  successList: readonly ArticleSummary[];
  fieldList: readonly ArticleSummary[];
  lawyerList: readonly Lawyer[];
}

/** spec/site.md §2: the side column shows only if at least one of its lists is non-empty. */
export function hasSideColumn({ successList, fieldList, lawyerList }: FaqSideColumnProps) {
  return successList.length + fieldList.length + lawyerList.length > 0;
}

function ArticleLinks({
  title,
  kind,
  items,
}: {
  title: string;
  kind: ArticleKind;
  items: readonly ArticleSummary[];
}) {
  if (items.length === 0) return null;
  return (
    <section className="site-side-block">
      <h2 className="site-side-title">{title}</h2>
      <ul className="site-side-links">
        {items.map((item) => (
          <li key={item.idx}>
            <Link to={articleDetailPath(kind, item.idx)}>{item.title}</Link>
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
  if (!hasSideColumn(props)) return null;
  const { successList, fieldList, lawyerList } = props;
  return (
    <aside className="site-faq-side" aria-label="관련 정보">
      <ArticleLinks title="성공 사례" kind="success" items={successList} />
      <ArticleLinks title="분야별 법률 정보" kind="info" items={fieldList} />
      {lawyerList.length > 0 ? (
        <section className="site-side-block">
          <h2 className="site-side-title">담당 변호사</h2>
          <LawyerList lawyers={lawyerList} />
        </section>
      ) : null}
    </aside>
  );
}
