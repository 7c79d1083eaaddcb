// Partner logos, the home landing block and the footers of the groups that have a site.
import type { SocialLink } from '@lawfirm/api-client';

import { CENTER_CODES, DEFAULT_CENTER_CODE } from '../constants';
import type {
  NewCenterFooterRow,
  NewHomeHashTagRow,
  NewHomeLinkCardRow,
  NewPartnerLogoRow,
} from '../db/schema';
import { GROUP_SEED } from './group-seed';
import { LAWYER_SEED } from './lawyer-seed';
import { staticPath } from './static-paths';

/** Made-up partner firms; the logos are generated wordmarks. */
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

const partnerLogos = PARTNERS.map((partner, index): NewPartnerLogoRow => ({
  idx: index + 1,
  name: partner.name,
  url: `https://${partner.slug}.example.com`,
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
const homeLinkCards: NewHomeLinkCardRow[] = [
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
    link: 'https://blog.lawfirm.example',
    newTab: true,
  },
].map((card, index) => ({ idx: index + 1, ...card, sortOrder: index }));

const socialLinks = (host: string): SocialLink[] => [
  { kind: 'case_search', name: '나의 사건 검색', url: 'https://case-search.example.com' },
  { kind: 'blog', name: '블로그', url: `https://blog.${host}` },
  { kind: 'chat', name: '채팅 상담 채널', url: `https://chat.${host}` },
  { kind: 'video', name: '영상 채널', url: `https://video.${host}` },
  { kind: 'photo', name: '사진 채널', url: `https://photo.${host}` },
];

function buildFooters(): NewCenterFooterRow[] {
  // The two advertising-responsible lawyers are the first head-office lawyers.
  const adLawyers = LAWYER_SEED.slice(0, 2).map((lawyer) => lawyer.lawyerName);
  const codes = [DEFAULT_CENTER_CODE, ...CENTER_CODES];
  return codes.map((groupCode, index) => {
    const group = GROUP_SEED.groups.find((row) => row.code === groupCode);
    const host = group?.domain ?? 'lawfirm.example';
    const isFirm = groupCode === DEFAULT_CENTER_CODE;
    return {
      groupCode,
      companyName: isFirm ? '법무법인 대륜' : `법무법인 대륜 ${group?.codeName ?? ''}`,
      businessNumber: `000-00-0${String(index + 1).padStart(4, '0')}`,
      address: '서울특별시 서초구 법조타운로 27, 한결타워 8층',
      // The firm's footer shows the site's {phone} setting; a centre may have its own line.
      tel: isFirm ? null : `1800-0${String(index + 1).padStart(3, '0')}`,
      adLawyers,
      socialLinks: socialLinks(host),
      brochureUrl: null,
      centerConsultUrl: isFirm ? null : `https://${host}`,
    };
  });
}

export const SITE_CONTENT_SEED = {
  partnerLogos,
  homeHashTags,
  homeLinkCards,
  centerFooters: buildFooters(),
};
