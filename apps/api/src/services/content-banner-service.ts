// The top promotional banner (spec/site.md §2, §3 Popup banner, §4 Banner visibility): every
// banner with its schedule — the site decides what to show, in the visitor's Seoul time — and
// the click record of call #5.
import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import type { PopupBanner } from '@lawfirm/api-client/site';

import type { Db } from '../db/create-database';
import { findTopBanners, insertTopBannerClick } from '../db/queries/content-site-queries';

/**
 * Call #4: all banners of one site, past and future ones included (spec/site.md §4 is the
 * client's rule): CT0000's are the main site's, another code's its centre's (none for a code
 * without banners or unknown).
 */
export async function listTopBanners(db: Db, centerCode: string): Promise<PopupBanner[]> {
  const rows = await findTopBanners(db, centerCode === DEFAULT_CENTER_CODE ? null : centerCode);
  return rows.map((row) => ({
    idx: row.idx,
    start_at: row.startAt,
    end_at: row.endAt,
    days: row.days,
    start_hour: row.startHour,
    start_min: row.startMin,
    end_hour: row.endHour,
    end_min: row.endMin,
    // The check constraints hold these columns to the schema's codes.
    file_type: row.fileType as PopupBanner['file_type'],
    p_link: row.pLink,
    link_type: row.linkType as PopupBanner['link_type'],
    color_code: row.colorCode,
    file_path: row.filePath,
    save_file_name: row.saveFileName,
    file_alt: row.fileAlt,
  }));
}

/** Call #5: records one click; false when banner `idx` does not exist (nothing is written). */
export function recordTopBannerClick(
  db: Db,
  click: { bannerIdx: number; clientAddress: string | null },
): Promise<boolean> {
  return insertTopBannerClick(db, click);
}
