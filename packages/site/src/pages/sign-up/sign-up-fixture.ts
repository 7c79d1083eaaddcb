// The sign-up steps' fake network (calls #17, #18 and #19) and session data, for their tests
// and stories; every handler is typed by the call's schemas, and checks what it is sent.
import { resultSchema } from '@lawfirm/api-client';
import { anyOrigin, jsonFor } from '@lawfirm/api-client/msw';
import {
  APP_USER_PATH,
  appUserPatchBodySchema,
  caseFieldSchema,
  SEO_FIELD_LIST_PATH,
  seoFieldListResponseSchema,
  USER_AGREE_PATH,
  userAgreeBodySchema,
} from '@lawfirm/api-client/site';
import type {
  AppUserPatchBodyInput,
  CaseField,
  UserAgreeBodyInput,
} from '@lawfirm/api-client/site';
import { http } from 'msw';

import { SIGN_UP_STORAGE_KEY } from '../../member/stored-session';
import type { SignUpData } from '../../member/stored-session';

const CASE_TYPES: Record<string, string[]> = {
  CT0005: ['협의이혼', '재판이혼', '재산분할', '양육권·양육비'],
  CT0006: ['상속재산분할', '유류분 반환', '상속포기·한정승인', '유언 검인'],
  CT0001: ['사기·횡령', '폭행·상해', '명예훼손·모욕'],
};

/** Call #17's case types of a category code (none for a code without fixtures). */
export function caseTypesOf(code: string): CaseField[] {
  const base = Number(code.slice(2)) * 100;
  return (CASE_TYPES[code] ?? []).map((tag_title, index) =>
    caseFieldSchema.parse({ type_idx: base + index + 1, tag_title }),
  );
}

/** What the /login page leaves for a new member (spec/site.md §3 Sign-up session data). */
export const SIGN_UP_DATA_FIXTURE: SignUpData = {
  name: '김하늘',
  phoneNumber: '01012345678',
  uuid: 'web-test-1',
  marketing_agree: true,
};

export function storeSignUpData(data: SignUpData): void {
  window.sessionStorage.setItem(SIGN_UP_STORAGE_KEY, JSON.stringify(data));
}

/** #17: the fixture case types of the asked center_code. */
export const seoFieldListHandler = http.get(anyOrigin(SEO_FIELD_LIST_PATH), ({ request }) => {
  const code = new URL(request.url).searchParams.get('center_code') ?? '';
  return jsonFor(seoFieldListResponseSchema, { result: true, data: caseTypesOf(code) });
});

/** What #18 and #19 were sent, in order. */
export type SignUpCall =
  { call: 'agree'; body: UserAgreeBodyInput } | { call: 'user'; body: AppUserPatchBodyInput };

/** #18 and #19 answering OK; each body is checked by the schema the api validates with. */
export function signUpHandlers(calls: SignUpCall[] = []) {
  return [
    http.post(anyOrigin(USER_AGREE_PATH), async ({ request }) => {
      calls.push({ call: 'agree', body: userAgreeBodySchema.parse(await request.json()) });
      return jsonFor(resultSchema, { result: true });
    }),
    http.patch(anyOrigin(APP_USER_PATH), async ({ request }) => {
      calls.push({ call: 'user', body: appUserPatchBodySchema.parse(await request.json()) });
      return jsonFor(resultSchema, { result: true });
    }),
  ];
}
