import { isBusinessNumber } from '@lawfirm/api-client/site';
import type { CenterFooter } from '@lawfirm/api-client/site';
import { firmFooter } from '@lawfirm/api-client/msw';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { brochureLinks } from './brochures';
import { FooterView } from './footer-view';

const footer = firmFooter;

const shortcuts = [
  { key: 'CT0004', label: '기업법무', href: '/faq/corporation', kind: 'route' },
  {
    key: 'CT0023',
    label: '디지털포렌식센터',
    href: 'https://forensic.lawfirm.example',
    kind: 'external',
  },
] as const;
const brochures = brochureLinks(null, (path) => `https://cdn.lawfirm.example${path}`);

async function renderFooter(overrides: Partial<CenterFooter> = {}, mainSiteUrl?: string) {
  return renderWithRouter(
    <FooterView
      footer={{ ...footer, ...overrides }}
      phone="1800-7905"
      terms={[
        { terms_code: 'privacy', terms_name: '개인정보처리방침' },
        { terms_code: 'service', terms_name: '이용약관' },
      ]}
      shortcuts={shortcuts}
      brochures={brochures}
    />,
    mainSiteUrl ? { settings: { mainSiteUrl } } : {},
  );
}

describe('FooterView', () => {
  it('shows the business facts, the site phone when the row has none, and the ad lawyers', async () => {
    await renderFooter();
    const info = screen.getByRole('contentinfo');
    expect(within(info).getByText('사업자등록번호 214-86-12749')).toBeTruthy();
    expect(isBusinessNumber(footer.business_number)).toBe(true);
    expect(within(info).getByText(footer.address)).toBeTruthy();
    expect(within(info).getByRole('link', { name: '1800-7905' }).getAttribute('href')).toBe(
      'tel:18007905',
    );
    expect(within(info).getByText('광고책임변호사 강하람, 고은채')).toBeTruthy();
  });

  it("prefers the group row's own number", async () => {
    await renderFooter({ tel: '1800-0024' });
    expect(screen.getByRole('link', { name: '1800-0024' }).getAttribute('href')).toBe(
      'tel:18000024',
    );
  });

  it('links the terms, the privacy policy in bold, and the satisfaction centre', async () => {
    await renderFooter();
    const terms = screen.getByRole('navigation', { name: '약관 및 정책' });
    const links = within(terms).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/common/term/privacy',
      '/common/term/service',
      '/inquire',
    ]);
    expect(links[0]?.className).toBe('site-footer__term--strong');
  });

  it("on a centre's site, links the terms and the satisfaction centre on the main site", async () => {
    await renderFooter({}, 'http://localhost:3000');
    const terms = screen.getByRole('navigation', { name: '약관 및 정책' });
    const links = within(terms).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'http://localhost:3000/common/term/privacy',
      'http://localhost:3000/common/term/service',
      'http://localhost:3000/inquire',
    ]);
    expect(links[0]?.className).toBe('site-footer__term--strong');
  });

  it('toggles the group shortcuts and closes them when one is chosen or on Escape', async () => {
    await renderFooter();
    const toggle = screen.getByRole('button', { name: '분야별 바로가기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const external = screen.getByRole('link', { name: /^디지털포렌식센터/ });
    expect(external.getAttribute('target')).toBe('_blank');

    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: '기업법무' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the three brochures as PDFs in new tabs from the brochure button', async () => {
    await renderFooter();
    const toggle = screen.getByRole('button', { name: '브로슈어 다운로드' });
    await userEvent.click(toggle);
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        '법무법인 대륜 소개서 (PDF, 새 창)',
        'https://cdn.lawfirm.example/static/brochures/lawfirm-brochure.pdf',
      ],
      [
        '의료·제약 기업용 소개서 (PDF, 새 창)',
        'https://cdn.lawfirm.example/static/brochures/medical-pharma-company.pdf',
      ],
      [
        '의료인용 의료·제약 소개서 (PDF, 새 창)',
        'https://cdn.lawfirm.example/static/brochures/medical-pharma-staff.pdf',
      ],
    ]);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    // The group shortcuts stay closed: each menu opens on its own.
    expect(
      screen.getByRole('button', { name: '분야별 바로가기' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('opens the social channels in new tabs', async () => {
    await renderFooter();
    const channels = screen.getByRole('list', { name: '공식 채널' });
    for (const link of within(channels).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });
});
