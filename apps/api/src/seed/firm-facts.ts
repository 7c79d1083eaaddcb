// The firm's own facts, once: the footer rows (spec/site.md §2 Footer: name, business
// registration number, address) and the policies that name the firm (the privacy policy's
// representative and privacy officer) both read them from here. Every fact is fictional.
import { LAWYER_SEED } from './lawyer-seed';
import type { SiteLinks } from './site-links';

/** The first head-office lawyer, a 대표변호사, represents the firm. */
const REPRESENTATIVE_LAWYER = LAWYER_SEED[0]!;

export const FIRM_FACTS = {
  name: '법무법인 대륜',
  /** Fictional, with a valid check digit (isBusinessNumber of @lawfirm/api-client). */
  businessNumber: '214-86-12749',
  address: '서울특별시 서초구 법조타운로 27, 한결타워 8층',
  representative: {
    title: REPRESENTATIVE_LAWYER.position,
    name: REPRESENTATIVE_LAWYER.lawyerName,
  },
} as const;

/** The privacy officer and the team that answers privacy requests (개인정보 보호법 §31). */
export interface PrivacyContact {
  officer: { name: string; position: string; phone: string; email: string };
  team: { name: string; phone: string; email: string };
}

/** Mailboxes under the site's own domain (seed/site-links.ts), so no real person is reached. */
export function privacyContact(links: SiteLinks): PrivacyContact {
  return {
    officer: {
      name: '어도윤',
      position: '경영지원본부장',
      phone: '02-6959-7910',
      email: links.email('privacy'),
    },
    team: { name: '정보보호팀', phone: '02-6959-7911', email: links.email('privacy.team') },
  };
}
