// Call #19 of spec/site.md §7: PATCH /api/lawfirm/app/user, the sign-up data ("body name,
// phoneNumber, uuid, and in step 2 categoryAndField {categories, fields}. On failure 'user info
// API call failed'"). spec/site.md §5: phone and name rules, at most 2 categories and 5 fields.
import { z } from 'zod';

import {
  MAX_INTEREST_CATEGORIES,
  MAX_INTEREST_FIELDS,
  PHONE_NUMBER_PATTERN,
  USER_INFO_FAILED_MESSAGE,
} from '../constants';
import { interestCategoryCodeSchema } from '../entities/member';
import { requireResult, resultSchema } from '../entities/envelope';
import type { ResultResponse } from '../entities/envelope';
import { idxSchema } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { NAME_PATTERN } from '../rules/sign-up-rules';

import { APP_USER_PATH } from './get-app-user';

export { interestCategoryCodeSchema };

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

export const appUserPatchBodySchema = z.strictObject({
  /** Send normalizeName(input): 2 to 6 Hangul syllables and nothing else. */
  name: z.string().regex(NAME_PATTERN, 'must be 2 to 6 Hangul syllables'),
  /** Send normalizePhoneNumber(input): 010 and 7 or 8 digits. */
  phoneNumber: z.string().regex(PHONE_NUMBER_PATTERN, 'must be 010 followed by 7 or 8 digits'),
  /** The mobile app's device id from the sign-up session data: an identifier, never free text. */
  uuid: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w.:-]+$/, 'must be letters, digits, _, ., : or -'),
  /** Step 2 only: the interests chosen. */
  categoryAndField: z
    .strictObject({
      categories: z
        .array(interestCategoryCodeSchema)
        .min(1)
        .max(MAX_INTEREST_CATEGORIES)
        .refine(distinct, 'must not repeat a category'),
      /** type_idx values of the chosen case types. */
      fields: z
        .array(idxSchema)
        .min(1)
        .max(MAX_INTEREST_FIELDS)
        .refine(distinct, 'must not repeat a field'),
    })
    .optional(),
});

export type InterestCategoryCode = z.infer<typeof interestCategoryCodeSchema>;
export type AppUserPatchBodyInput = z.input<typeof appUserPatchBodySchema>;

/** Sends the sign-up data; rejects with USER_INFO_FAILED_MESSAGE unless OK. */
export function patchAppUser(
  client: ApiClient,
  body: AppUserPatchBodyInput,
): Promise<ResultResponse> {
  return requireResult(
    client.request(APP_USER_PATH, { method: 'PATCH', body, schema: resultSchema }),
    USER_INFO_FAILED_MESSAGE,
  );
}
