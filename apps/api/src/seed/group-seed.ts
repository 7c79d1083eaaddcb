// The groups of the site: the whole firm, the 25 practice-area categories and the centres.
// Names are natural Korean; the centres are fictional, and no real person is named.
import { CATEGORY_CODES, CENTER_CODES, DEFAULT_CENTER_CODE, PARENT_CODE } from '../constants';
import type { CategoryCode, CenterCode } from '../constants';
import type { NewGroupChildRow, NewGroupRow } from '../db/schema';
import { LOCAL_SITE_LINKS } from './site-links';
import type { SiteLinks } from './site-links';

/** Our own classification of a group, stored in `gubun` (the spec does not show its values). */
export const GROUP_KIND = { firm: 'firm', field: 'field', center: 'center' } as const;

// spec/site.md §3 category codes; the slug becomes code_desc and the /faq/{code_desc} path.
const CATEGORIES: Record<CategoryCode, { name: string; slug: string }> = {
  CT0004: { name: '기업법무', slug: 'corporation' },
  CT0014: { name: '지식재산', slug: 'intellectual-property' },
  CT0026: { name: '공정거래', slug: 'fair-trade' },
  CT0021: { name: '관세·국제통상·출입국', slug: 'customs-trade' },
  CT0007: { name: '건설·부동산', slug: 'construction' },
  CT0005: { name: '이혼', slug: 'divorce' },
  CT0006: { name: '상속·가사', slug: 'inheritance' },
  CT0012: { name: '조세', slug: 'tax' },
  CT0024: { name: '회계감사', slug: 'audit' },
  CT0001: { name: '형사', slug: 'criminal' },
  CT0019: { name: '음주운전·교통사고', slug: 'traffic' },
  CT0017: { name: '국방·군형사', slug: 'military' },
  CT0002: { name: '성범죄', slug: 'sexual-crime' },
  CT0013: { name: '마약', slug: 'drug' },
  CT0008: { name: '민사·중재', slug: 'civil' },
  CT0003: { name: '학교폭력', slug: 'school-violence' },
  CT0009: { name: '헌법·행정', slug: 'administrative' },
  CT0011: { name: '금융·보험', slug: 'finance' },
  CT0018: { name: '의료·제약', slug: 'medical' },
  CT0027: { name: '산업안전·중대재해', slug: 'industrial-safety' },
  CT0016: { name: '노동·산재', slug: 'labor' },
  CT0025: { name: '엔터테인먼트·스포츠', slug: 'entertainment' },
  CT0015: { name: '증거조사', slug: 'evidence' },
  CT0029: { name: '디지털포렌식', slug: 'digital-forensics' },
  CT0030: { name: '경호·보안', slug: 'security' },
};

// spec/site.md §2 Footer group list: CT0022 is left out of the footer, CT0023 and CT0028 are
// labelled as centres, ICT0005 (a group inside a centre) gets an extra M&A entry there. CT0031
// and CT0032 are ours: the footer lists them as they are named.
//
// Sub pages (spec/site.md §2 Header: "group sites without sub pages" have no menu and search on
// the main site): the spec names no field for it, so it is read from the children. A centre's
// children are the categories it covers; each links to its page on the centre's site in etc2
// (`/faq/{code_desc}`). A centre whose children carry no link has no sub pages: its site is one
// page, which still shows the Q&A, articles and lawyers of the categories it names.
// centerHasSubPages of @lawfirm/api-client holds the rule for the site.
const CENTERS: Record<
  CenterCode,
  Omit<NewGroupRow, 'code' | 'sortOrder' | 'domain'> & {
    /** The label of the centre's own site under the firm's domain (`forensic.<host>`); null: none. */
    site: string | null;
    /** The categories the centre covers; their Q&A, articles and case fields are its content. */
    children: CategoryCode[];
    /** Whether its site has a page per child (etc2 links there); false: a single page. */
    subPages: boolean;
  }
> = {
  CT0022: {
    codeName: '심리상담센터',
    codeDesc: 'counseling-center',
    parentCode: PARENT_CODE.centre,
    etc: null,
    site: null,
    gubun: GROUP_KIND.center,
    children: [],
    subPages: false,
  },
  CT0023: {
    codeName: '디지털포렌식센터',
    codeDesc: 'forensic-center',
    parentCode: PARENT_CODE.centre,
    etc: null,
    site: 'forensic',
    gubun: GROUP_KIND.center,
    children: ['CT0029', 'CT0015'],
    subPages: true,
  },
  CT0028: {
    codeName: '의료·제약센터',
    codeDesc: 'medical-center',
    parentCode: PARENT_CODE.centre,
    etc: null,
    site: 'medical',
    gubun: GROUP_KIND.center,
    children: ['CT0018'],
    // One page for hospitals and pharmaceutical companies; its Q&A and articles are CT0018's.
    subPages: false,
  },
  ICT0005: {
    codeName: '기업자문그룹',
    codeDesc: 'corporate-advisory',
    parentCode: PARENT_CODE.inCenter,
    etc: null,
    site: 'corporate',
    gubun: GROUP_KIND.center,
    children: ['CT0004', 'CT0026', 'CT0014'],
    subPages: true,
  },
  CT0031: {
    codeName: '형사센터',
    codeDesc: 'criminal-center',
    parentCode: PARENT_CODE.centre,
    etc: null,
    site: 'criminal',
    gubun: GROUP_KIND.center,
    children: ['CT0001', 'CT0002', 'CT0013'],
    subPages: true,
  },
  CT0032: {
    codeName: '이혼·가사센터',
    codeDesc: 'family-center',
    parentCode: PARENT_CODE.centre,
    etc: null,
    site: 'family',
    gubun: GROUP_KIND.center,
    children: ['CT0005', 'CT0006'],
    subPages: true,
  },
};

/** The groups, the centres' sites built from the site's origin (seed/site-links.ts). */
export function buildGroupSeed(links: SiteLinks): {
  groups: NewGroupRow[];
  children: NewGroupChildRow[];
} {
  const firm: NewGroupRow = {
    code: DEFAULT_CENTER_CODE,
    codeName: '법무법인 대륜',
    codeDesc: 'main',
    parentCode: null,
    etc: null,
    domain: null,
    gubun: GROUP_KIND.firm,
    sortOrder: 0,
  };
  const categories = CATEGORY_CODES.map((code, index): NewGroupRow => ({
    code,
    codeName: CATEGORIES[code].name,
    codeDesc: CATEGORIES[code].slug,
    parentCode: null,
    etc: null,
    domain: null,
    gubun: GROUP_KIND.field,
    sortOrder: index + 1,
  }));
  const centers = CENTER_CODES.map((code, index): NewGroupRow => {
    const { children: _children, subPages: _subPages, site, ...center } = CENTERS[code];
    const domain = site === null ? null : links.subHost(site);
    return { code, ...center, domain, sortOrder: CATEGORY_CODES.length + index + 1 };
  });
  const children = CENTER_CODES.flatMap((groupCode) =>
    CENTERS[groupCode].children.map((code, index): NewGroupChildRow => ({
      groupCode,
      code,
      codeName: CATEGORIES[code].name,
      etc2: CENTERS[groupCode].subPages ? `/faq/${CATEGORIES[code].slug}` : null,
      sortOrder: index,
    })),
  );
  return { groups: [firm, ...categories, ...centers], children };
}

export const GROUP_SEED = buildGroupSeed(LOCAL_SITE_LINKS);

/** The label of each centre's own site under the firm's domain; null: it has none. */
export const CENTER_SITES = Object.fromEntries(
  CENTER_CODES.map((code) => [code, CENTERS[code].site]),
) as Record<CenterCode, string | null>;

/** The centre whose children include category `code`, if any (the categories are not shared). */
export function centerOfCategory(code: CategoryCode): CenterCode | undefined {
  return CENTER_CODES.find((center) => CENTERS[center].children.includes(code));
}
