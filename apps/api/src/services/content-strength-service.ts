// The strength pages (spec/site.md §2 Strengths pages, §3 Strength item / page data / common
// data): the 11 strengths with the counts their placeholders take and the consult_date footnote.
import type {
  StrengthCommonData,
  StrengthContext,
  StrengthDetail,
  StrengthItem,
  StrengthList,
} from '@lawfirm/api-client/site';
import { strengthPath } from '@lawfirm/api-client/site';

import type { Db } from '../db/create-database';
import { findStrengths } from '../db/queries/content-site-queries';
import type { StrengthRow } from '../db/schema';
import { loadStatistics } from './content-initial-data';

/** Texts of the common data (ours: the spec names the fields, not their words). */
export const STRENGTH_TEXTS = {
  viewMoreSectionTitle: '다른 강점도 살펴보세요',
  returnMainText: '강점 한눈에 보기로 돌아가기',
} as const;

function itemOf(row: StrengthRow): StrengthItem {
  return {
    url: row.url,
    title: row.title,
    subTitle: row.subTitle,
    // Placeholders and markers stay in: the site fills them (spec/site.md §2).
    description: row.description,
    color: row.color,
    view_more_text: row.viewMoreText,
    img: row.img,
  };
}

/** `current`'s view-more list leaves it out (spec/site.md §2: "strengths other than the current one"). */
function commonOf(rows: StrengthRow[], current?: string): StrengthCommonData {
  return {
    menu: rows.map((row) => ({ name: row.title, path: strengthPath(row.url) })),
    view_more_section_title: STRENGTH_TEXTS.viewMoreSectionTitle,
    view_more_list: rows
      .filter((row) => row.url !== current)
      .map((row) => ({ url: row.url, title: row.title, view_more_text: row.viewMoreText })),
    return_main_text: STRENGTH_TEXTS.returnMainText,
  };
}

async function loadContext(
  db: Db,
): Promise<{ rows: StrengthRow[]; context: Omit<StrengthContext, 'common'> } | undefined> {
  const [rows, statistics] = await Promise.all([findStrengths(db), loadStatistics(db)]);
  if (!statistics) return undefined;
  return {
    rows,
    context: { initialData: statistics.counts, consult_date: statistics.row.consultDate },
  };
}

/** The overview; undefined until the statistics exist (consult_date has no value before). */
export async function listStrengths(db: Db): Promise<StrengthList | undefined> {
  const loaded = await loadContext(db);
  if (!loaded) return undefined;
  return { ...loaded.context, common: commonOf(loaded.rows), list: loaded.rows.map(itemOf) };
}

/** One strength by its url; undefined when there is none. */
export async function getStrength(db: Db, url: string): Promise<StrengthDetail | undefined> {
  const loaded = await loadContext(db);
  const row = loaded?.rows.find((candidate) => candidate.url === url);
  if (!loaded || !row) return undefined;
  return {
    ...loaded.context,
    common: commonOf(loaded.rows, row.url),
    item: itemOf(row),
    page: row.pageData,
  };
}
