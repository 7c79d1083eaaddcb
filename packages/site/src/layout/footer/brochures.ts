// spec/site.md §1 and §2 Footer: the brochure button offers the firm's three brochures (the
// main firm, medical-pharma for companies, medical-pharma for medical staff), PDFs on the
// static host. They are printed by `pnpm --filter @repo/e2e brochures`.
import type { FooterMenuLink } from './footer-menu';

export const BROCHURES = [
  { key: 'firm', label: '법무법인 대륜 소개서', path: '/static/brochures/lawfirm-brochure.pdf' },
  {
    key: 'medical-pharma-company',
    label: '의료·제약 기업용 소개서',
    path: '/static/brochures/medical-pharma-company.pdf',
  },
  {
    key: 'medical-pharma-staff',
    label: '의료인용 의료·제약 소개서',
    path: '/static/brochures/medical-pharma-staff.pdf',
  },
] as const;

/**
 * The brochure menu's links: a centre's own brochure first (its footer row's brochure_url),
 * then the firm's three, each resolved on the static host.
 */
export function brochureLinks(
  centreBrochureUrl: string | null | undefined,
  resolve: (path: string) => string,
): FooterMenuLink[] {
  const firm = BROCHURES.map(({ key, label, path }) => ({
    key,
    label,
    href: resolve(path),
    kind: 'document' as const,
  }));
  if (!centreBrochureUrl) return firm;
  return [
    { key: 'centre', label: '센터 소개서', href: resolve(centreBrochureUrl), kind: 'document' },
    ...firm,
  ];
}
