import type { CenterFooter, Term } from '@lawfirm/api-client/site-core';
import { termPath } from '@lawfirm/api-client/site-core';

import { SitePageLink } from '../../components/site-page-link';
import { FIRM_NAME } from '../../constants';
import { telHref } from '../../lib/tel-href';

import { FooterMenu } from './footer-menu';
import type { FooterMenuLink } from './footer-menu';
import type { GroupShortcut } from './group-shortcuts';

export interface FooterViewProps {
  /** The group's footer row of call #2; undefined while loading or after a failure. */
  footer: CenterFooter | undefined;
  /** The site's phone setting, used when the row has no number of its own. */
  phone: string;
  terms: readonly Term[];
  shortcuts: readonly GroupShortcut[];
  /** The brochure button's PDFs (brochureLinks). */
  brochures: readonly FooterMenuLink[];
}

/** Terms whose name says privacy are set in bold, as Korean sites are expected to. */
const isPrivacyPolicy = (term: Term) => term.terms_name.includes('개인정보');

/** spec/site.md §2 Footer, from data already loaded (stories render it as is). */
export function FooterView({ footer, phone, terms, shortcuts, brochures }: FooterViewProps) {
  const tel = footer?.tel ?? phone;
  return (
    <footer className="site-footer">
      <div className="site-container site-footer__inner">
        <div className="site-footer__top">
          <nav aria-label="약관 및 정책" className="site-footer__terms">
            <ul>
              {terms.map((term) => (
                <li key={term.terms_code}>
                  <SitePageLink
                    path={termPath(term.terms_code)}
                    mainSiteOnly
                    className={isPrivacyPolicy(term) ? 'site-footer__term--strong' : undefined}
                  >
                    {term.terms_name}
                  </SitePageLink>
                </li>
              ))}
              <li>
                <SitePageLink path="/inquire" mainSiteOnly>
                  고객만족센터
                </SitePageLink>
              </li>
            </ul>
          </nav>
          <div className="site-footer__menus">
            <FooterMenu
              label="브로슈어 다운로드"
              links={brochures}
              className="site-footer__brochures"
            />
            <FooterMenu label="분야별 바로가기" links={shortcuts} className="site-footer__groups" />
          </div>
        </div>

        <address className="site-footer__company">
          <p className="site-footer__name">{footer?.company_name ?? FIRM_NAME}</p>
          {footer && (
            <p>
              <span>사업자등록번호 {footer.business_number}</span>
              <span>{footer.address}</span>
            </p>
          )}
          <p>
            <span>
              상담 대표번호{' '}
              <a className="site-footer__tel" href={telHref(tel)}>
                {tel}
              </a>
            </span>
            {footer && footer.ad_lawyers.length > 0 && (
              <span>광고책임변호사 {footer.ad_lawyers.join(', ')}</span>
            )}
          </p>
        </address>

        {footer && footer.social_links.length > 0 && (
          <ul className="site-footer__social" aria-label="공식 채널">
            {footer.social_links.map((link) => (
              <li key={link.kind}>
                <a href={link.url} target="_blank" rel="noopener">
                  {link.name}
                  <span className="lf-visually-hidden"> (새 창)</span>
                </a>
              </li>
            ))}
          </ul>
        )}

        <p className="site-footer__line">© {FIRM_NAME}. 무단 전재와 재배포를 금합니다.</p>
      </div>
    </footer>
  );
}
