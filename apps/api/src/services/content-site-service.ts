// The site's smaller reads: footers (#2), terms (#3 and the term pages), statistics, offices,
// lawyers, partner logos and the home landing block.
import type {
  CenterFooter,
  HomeLanding,
  Lawyer,
  LawyerListQueryInput,
  PartnerLogo,
  Region,
  Statistics,
  Term,
  TermDetail,
} from '@lawfirm/api-client/site';
import { officePath } from '@lawfirm/api-client/site';

import type { Db } from '../db/create-database';
import { findLawyerPage } from '../db/queries/content-lawyer-queries';
import {
  findCenterFooters,
  findHomeLanding,
  findPartnerLogos,
  findRegionsWithOffices,
  findStatistics,
  findTermsInEffect,
} from '../db/queries/content-site-queries';
import { pageRequest } from '../db/queries/page-rows';
import type { OfficeRow } from '../db/schema';
import { lawyerOf, termOf } from './content-mappers';

/** Separates the lines of an office's working hours and parking information (the seed's choice). */
const LINE_SEPARATOR = '|';

/** Call #2: every group's footer, the whole firm first. */
export async function listCenterFooters(db: Db): Promise<CenterFooter[]> {
  const rows = await findCenterFooters(db);
  return rows.map((row) => {
    // spec/site.md §2 route table: both consult links may be prefixed by a centre URL.
    const prefix = row.centerConsultUrl ?? '';
    return {
      code: row.groupCode,
      company_name: row.companyName,
      business_number: row.businessNumber,
      address: row.address,
      representative:
        row.representativeTitle && row.representativeName
          ? { title: row.representativeTitle, name: row.representativeName }
          : null,
      tel: row.tel,
      ad_lawyers: row.adLawyers,
      social_links: row.socialLinks,
      brochure_url: row.brochureUrl,
      consult_links: { corporate: `${prefix}/consulting`, individual: `${prefix}/consult` },
    };
  });
}

/** Call #3: the terms in effect that are listed under `etc` (the footer's is `webfooter`). */
export async function listFooterTerms(db: Db, etc: string): Promise<Term[]> {
  const rows = await findTermsInEffect(db);
  return rows.filter((row) => row.etc === etc).map(termOf);
}

/** Every term in effect, for a list of /common/term/{terms_code} links. */
export async function listTerms(db: Db): Promise<Term[]> {
  return (await findTermsInEffect(db)).map(termOf);
}

/** The version of a term in effect today; undefined when there is none. */
export async function getTerm(db: Db, termsCode: string): Promise<TermDetail | undefined> {
  const row = (await findTermsInEffect(db)).find((term) => term.termsCode === termsCode);
  return row && { ...termOf(row), body: row.body, effective_date: row.effectiveDate };
}

/** The home statistics strip; undefined before the seed has run. */
export async function getStatistics(db: Db): Promise<Statistics | undefined> {
  const row = await findStatistics(db);
  return (
    row && {
      consult_cnt: row.consultCnt,
      mandate_cnt: row.mandateCnt,
      professional_cnt: row.professionalCnt,
      consult_cnt_day: row.consultCntDay,
      mandate_cnt_day: row.mandateCntDay,
      office_cnt: row.officeCnt,
      consult_date: row.consultDate,
      month_business_day: row.monthBusinessDay,
    }
  );
}

function officeOf(row: OfficeRow): Region['offices'][number] {
  const path = officePath(row.key);
  return {
    key: row.key,
    title: row.title,
    sub_title: row.subTitle,
    keyword: row.keyword,
    address: row.address,
    worktime: row.worktime,
    tel: row.tel,
    parking_info: row.parkingInfo,
    parking_info_arr: row.parkingInfo
      .split(LINE_SEPARATOR)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    img: row.img,
    domain: row.domain,
    place_id: row.placeId,
    tab_name: row.tabName,
    modified_br_name: row.modifiedBrName,
    br_code: row.brCode,
    video_url: row.videoUrl,
    directions: row.directions,
    // The region layout's cell.
    name: row.title,
    desc: row.address,
    url: path,
    src: row.img,
  };
}

/** The 12 regions in the map's order, each with its offices, the default office first. */
export async function listRegions(db: Db): Promise<Region[]> {
  const rows = await findRegionsWithOffices(db);
  return rows.map((region) => ({
    // The seed writes exactly the keys of REGIONS; the response schema checks them on the way out.
    key: region.key as Region['key'],
    name: region.name,
    offices: region.offices.map(officeOf),
  }));
}

export type LawyerListQuery = Required<Pick<LawyerListQueryInput, 'pageNumber' | 'pageSize'>> &
  Pick<LawyerListQueryInput, 'group_code'>;

export async function listLawyers(
  db: Db,
  query: LawyerListQuery,
): Promise<{ list: Lawyer[]; totalCount: number }> {
  const page = await findLawyerPage(
    db,
    { groupCode: query.group_code },
    pageRequest(query.pageNumber, query.pageSize),
  );
  return { list: page.rows.map(lawyerOf), totalCount: page.totalCount };
}

export async function listPartnerLogos(db: Db): Promise<PartnerLogo[]> {
  const rows = await findPartnerLogos(db);
  return rows.map((row) => ({ name: row.name, url: row.url, logo: row.logo }));
}

export async function getHomeLanding(db: Db): Promise<HomeLanding> {
  const { hashTags, linkCards } = await findHomeLanding(db);
  return {
    hashTags: hashTags.map((row) => row.keyword),
    linkCards: linkCards.map((row) => ({
      title: row.title,
      subText: row.subText,
      link: row.link,
      newTab: row.newTab,
    })),
  };
}
