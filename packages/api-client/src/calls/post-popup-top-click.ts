// Call #5 of spec/site.md §7: POST /api/popup/top/click {idx}, a click on a top banner. The
// spec does not show the answer; ours is `{ result }`.
import { z } from 'zod';

import { resultSchema } from '../entities/envelope';
import type { ResultResponse } from '../entities/envelope';
import { idxSchema } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { POPUP_TOP_CLICK_PATH } from '../site/paths';

export { POPUP_TOP_CLICK_PATH } from '../site/paths';

export const popupTopClickBodySchema = z.strictObject({ idx: idxSchema });

export type PopupTopClickBodyInput = z.input<typeof popupTopClickBodySchema>;

export function postPopupTopClick(
  client: ApiClient,
  body: PopupTopClickBodyInput,
): Promise<ResultResponse> {
  return client.request(POPUP_TOP_CLICK_PATH, { method: 'POST', body, schema: resultSchema });
}
