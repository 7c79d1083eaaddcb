import { FIRM_NAME } from '../constants';

/** One line for now: the business information, term links and group shortcuts follow (spec/site.md §2 Footer). */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-container">
        <p className="site-footer__line">© {FIRM_NAME}. 무단 전재와 재배포를 금합니다.</p>
      </div>
    </footer>
  );
}
