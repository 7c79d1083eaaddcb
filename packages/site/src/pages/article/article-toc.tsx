import { smoothScrollTo } from '@lawfirm/ui';
import type { MouseEvent } from 'react';

import { ARTICLE_COPY, TOC_SCROLL_OFFSET_PX } from './article-constants';
import type { TocEntry } from './article-outline';

/**
 * Moves to a section 150 px below the top (spec/site.md §2, §9 "ToC scroll offset 150 px") and
 * gives its heading focus; the address keeps the section's hash, so it can be shared. Before
 * the page hydrates, the plain #hash link lands at the same place through the headings'
 * scroll-margin-top.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, '', `#${id}`);
  void smoothScrollTo(id, { offset: TOC_SCROLL_OFFSET_PX });
}

/** spec/site.md §2: the table of contents, one link per H2 section. */
export function ArticleToc({ entries }: { entries: readonly TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav className="site-side-block site-article-toc" aria-labelledby="article-toc-title">
      <h2 id="article-toc-title" className="site-side-title">
        {ARTICLE_COPY.tocTitle}
      </h2>
      <ol className="site-article-toc__list">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="site-article-toc__link"
              onClick={(event) => jumpTo(event, entry.id)}
            >
              <span className="site-article-toc__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
