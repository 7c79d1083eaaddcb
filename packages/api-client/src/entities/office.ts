// spec/site.md §3 Office, and §2 Office map.
import { z } from 'zod';

import { officeDirectionsSchema } from './office-directions';

export const officeSchema = z.object({
  /** The /map/{key} slug. */
  key: z.string(),
  title: z.string(),
  sub_title: z.string(),
  keyword: z.string(),
  address: z.string(),
  /** Working hours; a pipe separates the lines. */
  worktime: z.string(),
  tel: z.string(),
  parking_info: z.string(),
  /** parking_info split into lines. */
  parking_info_arr: z.array(z.string()),
  /** Map image URL. */
  img: z.string(),
  /** Homepage link. */
  domain: z.string().nullable(),
  /** The map service's place id, for the map link. */
  place_id: z.string(),
  tab_name: z.string(),
  modified_br_name: z.string().nullable(),
  br_code: z.string(),
  /** Video directions; only the offices seoul, busan1, myeongji, busan2 and samseong have one. */
  video_url: z.string().nullable(),
  /** Stations, landmarks and streets the office's map is drawn from; absent in older data. */
  directions: officeDirectionsSchema.nullable().optional(),
  // The region layout's cell: name, desc, url (/map/{key}) and src (image).
  name: z.string(),
  desc: z.string(),
  url: z.string(),
  src: z.string(),
});

export type Office = z.infer<typeof officeSchema>;
