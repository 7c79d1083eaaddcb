import { useEffect } from 'react';

/** The tab's title: the page's name, then the console's. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · 상담 콘솔`;
  }, [page]);
}
