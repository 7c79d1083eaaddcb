// Call #4 of spec/site.md §7: GET /api/popup/top/list, the top promotional banners ("an object
// whose list field holds the banners": data.list, as #3 and #13 read theirs). The site picks the
// ones to show (spec/site.md §4 Banner visibility), so the api answers every active banner of
// the site asked for: the main site's, or with center_code a centre's own (§1: each group is
// its own site).
import { z } from 'zod';

import {
  BANNER_FILE_TYPES,
  BANNER_LINK_TYPES,
  BANNER_WEEKDAYS,
  DEFAULT_CENTER_CODE,
} from '../constants';
import { listOf, withData } from '../entities/envelope';
import { groupCodeSchema } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { POPUP_TOP_LIST_PATH } from '../site/paths';

export { POPUP_TOP_LIST_PATH } from '../site/paths';

const hour = z.number().int().min(0).max(23).nullable();
const minute = z.number().int().min(0).max(59).nullable();

/** spec/site.md §3 Popup banner, field for field. */
export const popupBannerSchema = z.object({
  idx: z.number().int(),
  /** First and last day shown (Asia/Seoul), inclusive, YYYY-MM-DD. */
  start_at: z.iso.date(),
  end_at: z.iso.date(),
  /** Weekdays shown, as abbreviations such as Mon. */
  days: z.array(z.enum(BANNER_WEEKDAYS)),
  // Null hours mean all day; an end before the start wraps past midnight (§4).
  start_hour: hour,
  start_min: minute,
  end_hour: hour,
  end_min: minute,
  /** file_pc above 900 px, file_mobile below (§2). */
  file_type: z.enum(BANNER_FILE_TYPES),
  p_link: z.string(),
  /** The link's target. */
  link_type: z.enum(BANNER_LINK_TYPES),
  /** Background colour, hex without #. */
  color_code: z.string().regex(/^[0-9A-Fa-f]{6}$/, 'must be six hex digits without #'),
  /** The image is file_path + save_file_name. */
  file_path: z.string(),
  save_file_name: z.string(),
  file_alt: z.string(),
});

/** Whose banners: a centre's code, or CT0000 (the default) for the main site's. */
export const popupTopListQuerySchema = z.object({
  center_code: groupCodeSchema.default(DEFAULT_CENTER_CODE),
});

export const popupTopListResponseSchema = withData(listOf(popupBannerSchema));

export type PopupBanner = z.infer<typeof popupBannerSchema>;
export type PopupTopListResponse = z.infer<typeof popupTopListResponseSchema>;

export type PopupTopListQueryInput = z.input<typeof popupTopListQuerySchema>;

export function getPopupTopList(
  client: ApiClient,
  centerCode: string,
  signal?: AbortSignal,
): Promise<PopupTopListResponse> {
  // The main site asks without a code, so its URL (and the api's cached answer) stays as it was.
  const query: PopupTopListQueryInput =
    centerCode === DEFAULT_CENTER_CODE ? {} : { center_code: centerCode };
  return client.request(POPUP_TOP_LIST_PATH, {
    query,
    schema: popupTopListResponseSchema,
    signal,
  });
}
