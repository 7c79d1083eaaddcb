// spec/site.md §2 Top promotional banner and §4 Banner visibility. One banner per schedule case:
// date ranges in the past, current and future (fixed dates, so the cases hold for decades),
// weekday lists, hour windows including two that wrap past midnight, all-day banners (null
// hours), pc and mobile files, internal and external links in the same or a new tab.
import { BANNER_WEEKDAYS } from '../db/constants';
import type { BannerWeekday } from '../db/constants';
import type { NewTopBannerRow } from '../db/schema';
import { PARTNERS } from './site-content-seed';
import { LOCAL_SITE_LINKS } from './site-links';
import type { SiteLinks } from './site-links';
import { BANNER_FILE_PATH } from './static-paths';

const ALL_WEEK: BannerWeekday[] = [...BANNER_WEEKDAYS];
const WEEKDAYS: BannerWeekday[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

/** Ranges that contain every day from 2025 to 2089, lie wholly before it, or wholly after. */
export const BANNER_DATE_RANGES = {
  current: { startAt: '2025-01-01', endAt: '2089-12-31' },
  past: { startAt: '2024-01-01', endAt: '2024-12-31' },
  pastSingleDay: { startAt: '2025-01-01', endAt: '2025-01-01' },
  future: { startAt: '2090-01-01', endAt: '2090-12-31' },
} as const;

const ALL_DAY = { startHour: null, startMin: null, endHour: null, endMin: null };
const hours = (startHour: number, startMin: number, endHour: number, endMin: number) => ({
  startHour,
  startMin,
  endHour,
  endMin,
});

type BannerSource = Omit<NewTopBannerRow, 'idx' | 'filePath' | 'saveFileName'>;

/** A desktop and a mobile banner shown every day, all day, opening in the same tab. */
const alwaysOnPair = (
  banner: Pick<BannerSource, 'centerCode' | 'pLink' | 'colorCode' | 'fileAlt'>,
): BannerSource[] =>
  (['file_pc', 'file_mobile'] as const).map((fileType) => ({
    ...BANNER_DATE_RANGES.current,
    days: ALL_WEEK,
    ...ALL_DAY,
    fileType,
    linkType: '_self',
    ...banner,
  }));

const banners = (links: SiteLinks): readonly BannerSource[] => [
  {
    ...BANNER_DATE_RANGES.current,
    days: ALL_WEEK,
    ...ALL_DAY,
    fileType: 'file_pc',
    pLink: '/choice',
    linkType: '_self',
    colorCode: 'AE0E36',
    fileAlt: '24시간 상담 예약, 지금 바로 신청하세요',
  },
  {
    ...BANNER_DATE_RANGES.current,
    days: ALL_WEEK,
    ...ALL_DAY,
    fileType: 'file_mobile',
    pLink: '/choice',
    linkType: '_self',
    colorCode: 'AE0E36',
    fileAlt: '24시간 상담 예약, 지금 바로 신청하세요',
  },
  {
    ...BANNER_DATE_RANGES.current,
    days: WEEKDAYS,
    ...hours(9, 0, 18, 0),
    fileType: 'file_pc',
    pLink: `${links.subSite('blog')}/seminar`,
    linkType: '_blank',
    colorCode: '1F2A44',
    fileAlt: '평일 업무시간 기업 법률 세미나 안내',
  },
  {
    ...BANNER_DATE_RANGES.current,
    days: ['Sat', 'Sun'],
    ...ALL_DAY,
    fileType: 'file_mobile',
    pLink: '/consulting',
    linkType: '_self',
    colorCode: 'F5F0E6',
    fileAlt: '주말에도 기업 온라인 상담을 받습니다',
  },
  {
    ...BANNER_DATE_RANGES.current,
    days: ALL_WEEK,
    ...hours(22, 0, 2, 0),
    fileType: 'file_pc',
    pLink: '/faq',
    linkType: '_self',
    colorCode: '000000',
    fileAlt: '늦은 밤에도 법률 Q&A에서 답을 찾아보세요',
  },
  {
    ...BANNER_DATE_RANGES.current,
    days: WEEKDAYS,
    ...hours(23, 30, 6, 15),
    fileType: 'file_mobile',
    pLink: `${links.subSite('event')}/night-consult`,
    linkType: '_blank',
    colorCode: '2F4F8F',
    fileAlt: '심야 전화 상담 이벤트',
  },
  {
    ...BANNER_DATE_RANGES.past,
    days: ALL_WEEK,
    ...ALL_DAY,
    fileType: 'file_pc',
    pLink: '/success',
    linkType: '_self',
    colorCode: '0F766E',
    fileAlt: '지난해 승소 사례 모아 보기',
  },
  {
    ...BANNER_DATE_RANGES.future,
    days: ALL_WEEK,
    ...ALL_DAY,
    fileType: 'file_mobile',
    pLink: '/strength',
    linkType: '_self',
    colorCode: '6D28D9',
    fileAlt: '새로운 서비스가 곧 시작됩니다',
  },
  {
    ...BANNER_DATE_RANGES.pastSingleDay,
    days: ALL_WEEK,
    ...ALL_DAY,
    fileType: 'file_pc',
    pLink: '/info',
    linkType: '_self',
    colorCode: 'B45309',
    fileAlt: '새해 첫날 무료 상담 안내',
  },
  {
    ...BANNER_DATE_RANGES.current,
    days: ['Wed'],
    ...hours(12, 30, 13, 45),
    fileType: 'file_pc',
    pLink: '/strength',
    linkType: '_blank',
    colorCode: 'FFFFFF',
    fileAlt: '수요일 점심시간 강점 소개 영상',
  },
  {
    ...BANNER_DATE_RANGES.current,
    days: ['Sun'],
    ...hours(0, 0, 23, 59),
    fileType: 'file_mobile',
    pLink: `${links.subSite(PARTNERS[3].slug)}/campaign`,
    linkType: '_blank',
    colorCode: 'FFFFFF',
    fileAlt: '일요일 제휴 캠페인 안내',
  },
  // Two centres have banners of their own (site.md §1: each group is its own site); the others
  // show none. Their internal links stay on the centre's site.
  ...alwaysOnPair({
    centerCode: 'CT0023',
    pLink: '/consult',
    colorCode: '0B1F33',
    fileAlt: '삭제된 메시지도 증거가 됩니다, 디지털포렌식 상담 신청',
  }),
  ...alwaysOnPair({
    centerCode: 'CT0032',
    pLink: '/choice',
    colorCode: 'F6EDE3',
    fileAlt: '이혼·상속, 첫 상담부터 가사 전문 변호사가 함께합니다',
  }),
];

/** The banners, their absolute links built from the site's origin (seed/site-links.ts). */
export const buildBannerSeed = (links: SiteLinks): NewTopBannerRow[] =>
  banners(links).map((banner, index) => ({
    idx: index + 1,
    ...banner,
    filePath: BANNER_FILE_PATH,
    saveFileName: `banner-${String(index + 1).padStart(2, '0')}-${banner.fileType === 'file_pc' ? 'pc' : 'mobile'}.svg`,
  }));

export const BANNER_SEED = buildBannerSeed(LOCAL_SITE_LINKS);
