// Partner logos, the home landing block and the footers of the groups that have a site.
import type { SocialLink } from '@lawfirm/api-client/site';

import { CENTER_CODES, DEFAULT_CENTER_CODE } from '../constants';
import type {
  NewCenterFooterRow,
  NewHomeHashTagRow,
  NewHomeLinkCardRow,
  NewPartnerLogoRow,
} from '../db/schema';
import { FIRM_FACTS } from './firm-facts';
import { CENTER_SITES, GROUP_SEED } from './group-seed';
import { LAWYER_SEED } from './lawyer-seed';
import { LOCAL_SITE_LINKS } from './site-links';
import type { SiteLinks } from './site-links';
import { staticPath } from './static-paths';

/** Made-up partner firms of the group, each with a site under its domain; generated wordmarks. */
export const PARTNERS = [
  { slug: 'nuri-accounting', name: '누리회계법인' },
  { slug: 'onsaemi-patent', name: '온새미특허법인' },
  { slug: 'daon-customs', name: '다온관세법인' },
  { slug: 'gaon-labor', name: '가온노무법인' },
  { slug: 'mir-forensic', name: '미르포렌식연구소' },
  { slug: 'solbit-adjusters', name: '솔빛손해사정' },
  { slug: 'saebyeok-security', name: '새벽경호' },
  { slug: 'haram-tax', name: '하람세무법인' },
] as const;

const partnerLogos = (links: SiteLinks) =>
  PARTNERS.map((partner, index): NewPartnerLogoRow => ({
    idx: index + 1,
    name: partner.name,
    url: links.subSite(partner.slug),
    logo: staticPath.partnerLogo(partner.slug),
    sortOrder: index,
  }));

// spec/site.md §2 Home: a keyword with a middle dot is searched with a space instead.
const HASH_TAGS = [
  '음주·교통사고',
  '이혼 재산분할',
  '상속포기',
  '전세보증금',
  '학교폭력',
  '중대재해',
  '부당해고',
  '마약·약물',
];

const homeHashTags = HASH_TAGS.map((keyword, index): NewHomeHashTagRow => ({
  idx: index + 1,
  keyword,
  sortOrder: index,
}));

// spec/site.md §2 Home: four link cards whose sub text holds the {phone} placeholder.
const homeLinkCards = (links: SiteLinks): NewHomeLinkCardRow[] =>
  [
    {
      title: '상담 예약',
      subText: '원하는 시간에 변호사 상담을 예약하세요. 대표번호 {phone}',
      link: '/choice',
      newTab: false,
    },
    {
      title: '기업 온라인 상담',
      subText: '기업 전담팀이 검토 후 {phone}로 연락드립니다',
      link: '/consulting',
      newTab: false,
    },
    {
      title: '전국 사무소 찾기',
      subText: '가까운 사무소 안내 · 24시간 상담 {phone}',
      link: '/map',
      newTab: false,
    },
    {
      title: '법률 정보 블로그',
      subText: '사례로 보는 법률 이야기 · 문의 {phone}',
      link: links.subSite('blog'),
      newTab: true,
    },
  ].map((card, index) => ({ idx: index + 1, ...card, sortOrder: index }));

/** spec/site.md §2 Footer: a centre with its own site has its own channels (`blog.<site>.…`). */
const socialLinks = (links: SiteLinks, site: string | null): SocialLink[] => {
  const channel = (name: string) => links.subSite(site ? `${name}.${site}` : name);
  return [
    // The client area's case status (spec/site.md §2 My case status).
    { kind: 'case_search', name: '나의 사건 검색', url: links.page('/mycase') },
    { kind: 'blog', name: '블로그', url: channel('blog') },
    { kind: 'chat', name: '채팅 상담 채널', url: channel('chat') },
    { kind: 'video', name: '영상 채널', url: channel('video') },
    { kind: 'photo', name: '사진 채널', url: channel('photo') },
  ];
};

const FOOTER_CODES = [DEFAULT_CENTER_CODE, ...CENTER_CODES] as const;

/**
 * Fictional business registration numbers whose check digit is right (isBusinessNumber of
 * @lawfirm/api-client), and each centre's consultation line; the firm's footer shows the
 * site's {phone} setting.
 */
const FOOTER_FACTS: Record<
  (typeof FOOTER_CODES)[number],
  { businessNumber: string; tel: string | null }
> = {
  CT0000: { businessNumber: FIRM_FACTS.businessNumber, tel: null },
  CT0022: { businessNumber: '214-81-40385', tel: '1800-7921' },
  CT0023: { businessNumber: '214-81-51276', tel: '1800-7932' },
  CT0028: { businessNumber: '214-81-62093', tel: '1800-7943' },
  ICT0005: { businessNumber: '120-88-19631', tel: '02-6959-7905' },
  CT0031: { businessNumber: '214-81-73848', tel: '1800-7954' },
  CT0032: { businessNumber: '214-81-84627', tel: '1800-7965' },
};

function buildFooters(links: SiteLinks): NewCenterFooterRow[] {
  // The two advertising-responsible lawyers are the first head-office lawyers.
  const adLawyers = LAWYER_SEED.slice(0, 2).map((lawyer) => lawyer.lawyerName);
  return FOOTER_CODES.map((groupCode) => {
    const group = GROUP_SEED.groups.find((row) => row.code === groupCode);
    const isFirm = groupCode === DEFAULT_CENTER_CODE;
    const site = isFirm ? null : CENTER_SITES[groupCode];
    return {
      groupCode,
      companyName: isFirm ? FIRM_FACTS.name : `${FIRM_FACTS.name} ${group?.codeName ?? ''}`,
      ...FOOTER_FACTS[groupCode],
      address: FIRM_FACTS.address,
      // The centres are offices of the one firm, so its representative is theirs.
      representativeTitle: FIRM_FACTS.representative.title,
      representativeName: FIRM_FACTS.representative.name,
      adLawyers,
      socialLinks: socialLinks(links, site),
      brochureUrl: null,
      // A centre without a site of its own takes consultations on the firm's site.
      centerConsultUrl: isFirm ? null : site ? links.subSite(site) : links.origin,
    };
  });
}

/** The site content, its links built from the site's origin (seed/site-links.ts). */
export function buildSiteContentSeed(links: SiteLinks) {
  return {
    partnerLogos: partnerLogos(links),
    homeHashTags,
    homeLinkCards: homeLinkCards(links),
    centerFooters: buildFooters(links),
  };
}

export const SITE_CONTENT_SEED = buildSiteContentSeed(LOCAL_SITE_LINKS);
