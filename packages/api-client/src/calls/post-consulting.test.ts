import { afterEach, describe, expect, it } from 'vitest';

import { CONSULT_DETAIL_LABELS, IDEMPOTENCY_KEY_HEADER } from '../constants';
import { createApiClient } from '../http/client';
import { ApiError } from '../http/errors';
import { checkConsultationRules } from '../rules/consultation-rules';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';
import { tooLong } from '../test-utils/fixtures';
import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import {
  CONSULTING_PATH,
  consultationRuleInputOf,
  consultingBodySchema,
  consultingHeadersSchema,
  consultingResponseSchema,
  postConsulting,
} from './post-consulting';
import { toConsultingBody } from '../site/consulting-form';
import type { ConsultingFormValues } from '../site/consulting-form';

const form: ConsultingFormValues = {
  c_type: 'comp_consult',
  law_type_code: '41',
  comp_name: '주식회사 한빛소프트',
  comp_address: '경기도 성남시 분당구 판교역로 166',
  comp_business: '소프트웨어 개발',
  comp_size: '50인 이상 300인 미만',
  comp_managerName: '김민준',
  comp_managerPos: '법무팀 / 과장',
  comp_email: 'legal@hanbit.example',
  cc_tel: '01012345678',
  contents: '협력사와의 납품 계약 해지 통보를 받았습니다. 손해배상 청구가 가능한지 궁금합니다.',
  isCheck: true,
  isOver14: true,
};
const body = toConsultingBody(form);

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('toConsultingBody', () => {
  it('sends the company name as cc_name and the details under their Korean labels', () => {
    expect(body.cc_name).toBe('주식회사 한빛소프트');
    expect(body.detail).toEqual({
      회사명: '주식회사 한빛소프트',
      '회사 주소': '경기도 성남시 분당구 판교역로 166',
      업종: '소프트웨어 개발',
      '기업 규모': '50인 이상 300인 미만',
      담당자명: '김민준',
      '부서/직책': '법무팀 / 과장',
      이메일: 'legal@hanbit.example',
    });
    expect(Object.keys(CONSULT_DETAIL_LABELS)).toHaveLength(7);
  });

  it("names the sending site's group only when one is given", () => {
    expect(body).not.toHaveProperty('center_code');
    expect(toConsultingBody(form, 'CT0028')).toEqual({ ...body, center_code: 'CT0028' });
  });

  it('reads the rule input back from the body', () => {
    expect(consultationRuleInputOf(body)).toEqual({
      isCheck: true,
      isOver14: true,
      c_type: 'comp_consult',
      comp_name: '주식회사 한빛소프트',
      comp_managerName: '김민준',
      cc_tel: '01012345678',
    });
    const noManager = { ...body, detail: without(body.detail, '담당자명') };
    expect(checkConsultationRules(consultationRuleInputOf(noManager))?.field).toBe(
      'comp_managerName',
    );
  });
});

describe('consultingBodySchema', () => {
  itAccepts(consultingBodySchema, body);
  // A form still missing what the §5 rules report passes the schema, so the rules answer it.
  itAccepts(consultingBodySchema, {
    ...body,
    cc_name: '',
    cc_tel: '',
    c_type: '',
    law_type_code: '',
    isCheck: false,
    detail: {},
  });
  itRejects(consultingBodySchema, [
    ['a missing cc_name', without(body, 'cc_name'), 'cc_name'],
    ['a missing detail', without(body, 'detail'), 'detail'],
    ['isCheck as text', { ...body, isCheck: 'true' }, 'isCheck'],
    ['isOver14 missing', without(body, 'isOver14'), 'isOver14'],
    ['an unknown inquiry type', { ...body, c_type: 'comp_other' }, 'c_type'],
    ['a hyphenated contact', { ...body, cc_tel: '010-1234-5678' }, 'cc_tel'],
    ['a contact of 12 digits', { ...body, cc_tel: '010123456789' }, 'cc_tel'],
    ['a case field that is not a type_idx', { ...body, law_type_code: 'CT0004' }, 'law_type_code'],
    ['a case field of 0', { ...body, law_type_code: '0' }, 'law_type_code'],
    ['a case field with a leading zero', { ...body, law_type_code: '041' }, 'law_type_code'],
    ['a case field beyond an integer', { ...body, law_type_code: '9999999999' }, 'law_type_code'],
    ['a NUL in the memo', { ...body, contents: '상담\u0000요청' }, 'contents'],
    ['a lone surrogate in the company name', { ...body, cc_name: '한빛\uDC00' }, 'cc_name'],
    ['a memo over 500', { ...body, contents: tooLong(500) }, 'contents'],
    ['a company name over 100', { ...body, cc_name: tooLong(100) }, 'cc_name'],
    [
      'an address over 200',
      { ...body, detail: { ...body.detail, '회사 주소': tooLong(200) } },
      'detail.회사 주소',
    ],
    [
      'a malformed e-mail',
      { ...body, detail: { ...body.detail, 이메일: 'legal@' } },
      'detail.이메일',
    ],
    ['a detail under an internal name', { ...body, detail: { comp_name: '한빛' } }, 'detail'],
    ['a detail value as a number', { ...body, detail: { 업종: 3 } }, 'detail.업종'],
    ['an extra field', { ...body, admin: true }, ''],
    ['a centre code that is no group code', { ...body, center_code: 'CT28' }, 'center_code'],
    ['a centre code as a number', { ...body, center_code: 28 }, 'center_code'],
    ['a script in the memo', { ...body, contents: '<script>alert(1)</script>' }, 'contents'],
    ['a tag in the company name', { ...body, cc_name: '<b>한빛</b>' }, 'cc_name'],
    [
      'an image tag in a detail',
      { ...body, detail: { ...body.detail, 업종: '<img src=x onerror=alert(1)>' } },
      'detail.업종',
    ],
  ]);
  itAccepts(consultingBodySchema, { ...body, center_code: 'ICT0005' });
  // A comparison is text, not markup.
  itAccepts(consultingBodySchema, { ...body, contents: '매출 < 10억, 직원 > 50명' });
});

describe('consultingHeadersSchema', () => {
  itAccepts(consultingHeadersSchema, {
    'idempotency-key': 'b7f1c2d4-0c1e-4f55-9d0e-3a2b1c4d5e6f',
    'content-type': 'application/json',
  });
  itAccepts(consultingHeadersSchema, { host: 'localhost' });
  itRejects(consultingHeadersSchema, [
    ['an empty key', { 'idempotency-key': '' }, 'idempotency-key'],
    ['a key over 128', { 'idempotency-key': 'k'.repeat(129) }, 'idempotency-key'],
    ['a key with a space', { 'idempotency-key': 'a b' }, 'idempotency-key'],
    ['a key with Hangul', { 'idempotency-key': '상담-1' }, 'idempotency-key'],
  ]);
});

describe('consultingResponseSchema', () => {
  itAccepts(consultingResponseSchema, { result: true, isNotComplete: false });
  itAccepts(consultingResponseSchema, { result: false, msg: '회사명을 입력해 주세요.' });
  itRejects(consultingResponseSchema, [
    ['a missing result', { msg: '접수되었습니다.' }, 'result'],
    ['isNotComplete as text', { result: true, isNotComplete: 'Y' }, 'isNotComplete'],
  ]);
});

describe('postConsulting', () => {
  it('POSTs the JSON body with the idempotency key', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { result: true }),
    );

    const answer = await postConsulting(createApiClient({ baseUrl: server.url }), body, {
      idempotencyKey: 'b7f1c2d4-0c1e-4f55-9d0e-3a2b1c4d5e6f',
    });

    expect(answer).toEqual({ result: true });
    const [request] = server.requests;
    expect([request?.method, request?.url]).toEqual(['POST', CONSULTING_PATH]);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toBe(
      'b7f1c2d4-0c1e-4f55-9d0e-3a2b1c4d5e6f',
    );
    expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it.each([400, 429])('resolves an explained %s as a false result with its msg', async (status) => {
    const msg = status === 400 ? '회사명을 입력해 주세요.' : '잠시 후 다시 시도해 주세요.';
    server = await startLocalServer((_request, response) =>
      sendJson(response, status, { result: false, msg }),
    );

    await expect(postConsulting(createApiClient({ baseUrl: server.url }), body)).resolves.toEqual({
      result: false,
      msg,
    });
  });

  it('rejects an unexplained failure', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 500, { error: 'boom' }),
    );

    const error = await postConsulting(createApiClient({ baseUrl: server.url }), body).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
  });
});
