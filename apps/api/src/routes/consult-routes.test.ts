import {
  apiErrorBodySchema,
  CONSULT_VALIDATION_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MEMO_MAX_LENGTH,
  PLAIN_TEXT_MESSAGE,
  STORABLE_TEXT_MESSAGE,
} from '@lawfirm/api-client';
import {
  CONSULT_FIELD_MAX_LENGTH,
  CONSULTING_PATH,
  consultingResponseSchema,
  toConsultingBody,
} from '@lawfirm/api-client/site';
import type {
  ConsultationRuleField,
  ConsultingBodyInput,
  ConsultingFormValues,
} from '@lawfirm/api-client/site';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import {
  CONSULT_RATE_LIMIT,
  CONSULT_RATE_LIMIT_MESSAGE,
  IDEMPOTENCY_CONFLICT_MESSAGE,
  IDEMPOTENCY_KEY_TTL_MS,
} from '../constants';
import { consultations, idempotencyKeys } from '../db/schema';
import { CASE_TYPE_SEED } from '../seed/case-type-seed';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { snapshotData } from '../test-support/data-snapshot';
import { useSeededApp } from '../test-support/seeded-app';
import { CONSULT_FORM } from '../test-support/consult-form';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { IDEMPOTENT_REPLAYED_HEADER } from './consult-routes';

const corporateField = CASE_TYPE_SEED.find((row) => row.groupCode === 'CT0004');

const form: ConsultingFormValues = {
  ...CONSULT_FORM,
  law_type_code: String(corporateField?.typeIdx ?? ''),
};
const body = toConsultingBody(form);

// Every request comes from its own address unless a test says otherwise, so that the per-address
// limit (the app lives for the whole file) only bites where a test wants it to.
let lastHost = 0;
const nextAddress = () => {
  lastHost += 1;
  return `198.51.${Math.floor(lastHost / 250)}.${(lastHost % 250) + 1}`;
};

function post(
  payload: unknown,
  { key, address = nextAddress() }: { key?: string; address?: string } = {},
): InjectOptions {
  return {
    method: 'POST',
    url: CONSULTING_PATH,
    payload: payload as InjectOptions['payload'],
    headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
    remoteAddress: address,
  };
}

function withDetail(change: Record<string, unknown>): unknown {
  return { ...body, detail: { ...body.detail, ...change } };
}

function without(key: keyof ConsultingBodyInput): unknown {
  const copy: Partial<ConsultingBodyInput> = { ...body };
  delete copy[key];
  return copy;
}

describeOnEachDatabase('consult: #12 POST /api/consulting', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);
  const countConsultations = () => getDatabase().db.$count(consultations);
  const countKeys = () => getDatabase().db.$count(idempotencyKeys);

  describe('a request that keeps the rules', () => {
    it('is stored as sent, with the address, and answered with isNotComplete false', async () => {
      const response = await getApp().inject(post(body, { address: '203.0.113.21' }));

      expect(response.statusCode).toBe(200);
      // Never true today (README, Consultation endpoint): the site then opens /complete?isConsult=true.
      expect(consultingResponseSchema.parse(response.json())).toEqual({
        result: true,
        isNotComplete: false,
      });
      const rows = await getDatabase().db.select().from(consultations);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        ccName: '주식회사 새솔물산',
        ccTel: '01055512345',
        lawTypeCode: form.law_type_code,
        contents: form.contents,
        cType: 'comp_suit',
        isCheck: true,
        isOver14: true,
        // No center_code: the firm's own site (spec/site.md §9 default centre code).
        centerCode: 'CT0000',
        clientAddress: '203.0.113.21',
      });
      expect(rows[0]?.detail).toEqual({
        회사명: '주식회사 새솔물산',
        '회사 주소': '부산광역시 해운대구 센텀중앙로 79',
        업종: '수산물 유통',
        '기업 규모': '50인 미만',
        담당자명: '정하윤',
        '부서/직책': '경영지원팀 / 대리',
        이메일: 'support@saesol.example',
      });
      expect(rows[0]?.createdAt).toBeInstanceOf(Date);
      expect(await countKeys()).toBe(0);
    });

    it("stores the group of the centre's site that sent it", async () => {
      const response = await getApp().inject(post(toConsultingBody(form, 'CT0028')));

      expect(response.statusCode).toBe(200);
      const [row] = await getDatabase().db.select().from(consultations);
      expect(row?.centerCode).toBe('CT0028');
    });

    it('stores the optional fields left empty, and no case field as null', async () => {
      const minimal = toConsultingBody({
        ...form,
        law_type_code: '',
        comp_address: '',
        comp_business: '',
        comp_size: '',
        comp_managerPos: '',
        comp_email: '',
        contents: '',
      });
      const response = await getApp().inject(post(minimal));

      expect(response.statusCode).toBe(200);
      const [row] = await getDatabase().db.select().from(consultations);
      expect(row).toMatchObject({ lawTypeCode: null, contents: '' });
      expect(row?.detail).toMatchObject({ 회사명: '주식회사 새솔물산', 이메일: '' });
    });

    it('keeps text that merely compares, unescaped', async () => {
      const contents = '매출 < 10억 & 직원 > 50명인 "중소기업"입니다.';
      expect((await getApp().inject(post({ ...body, contents }))).statusCode).toBe(200);
      const [row] = await getDatabase().db.select().from(consultations);
      expect(row?.contents).toBe(contents);
    });
  });

  describe('spec/site.md §5 rules, in the spec order', () => {
    // Each row breaks one or more rules; the earliest one in §5 is answered, in its words.
    const rows: Array<[string, unknown, ConsultationRuleField]> = [
      ['consent unchecked', { ...body, isCheck: false }, 'isCheck'],
      ['over-14 unchecked', { ...body, isOver14: false }, 'isOver14'],
      ['no inquiry type', { ...body, c_type: '' }, 'c_type'],
      ['no company name', { ...body, cc_name: '' }, 'comp_name'],
      ['a blank company name', { ...body, cc_name: '   ' }, 'comp_name'],
      ['no manager name', withDetail({ 담당자명: undefined }), 'comp_managerName'],
      ['a blank manager name', withDetail({ 담당자명: ' ' }), 'comp_managerName'],
      ['no contact', { ...body, cc_tel: '' }, 'cc_tel'],
      [
        'everything broken: consent first',
        {
          ...body,
          isCheck: false,
          isOver14: false,
          c_type: '',
          cc_name: '',
          cc_tel: '',
          detail: {},
        },
        'isCheck',
      ],
      [
        'over-14 before the type and the contact',
        { ...body, isOver14: false, c_type: '', cc_tel: '' },
        'isOver14',
      ],
      ['the type before the company', { ...body, c_type: '', cc_name: '' }, 'c_type'],
      [
        'the company before the manager',
        { ...body, cc_name: '', detail: { ...body.detail, 담당자명: '' } },
        'comp_name',
      ],
      [
        'the manager before the contact',
        { ...body, cc_tel: '', detail: { ...body.detail, 담당자명: '' } },
        'comp_managerName',
      ],
    ];

    it.each(rows)(
      'answers %s with its message and writes nothing',
      async (_name, payload, field) => {
        const { db } = getDatabase();
        const before = await snapshotData(db);
        const response = await getApp().inject(post(payload, { key: `rule-${field}` }));

        expect(response.statusCode).toBe(400);
        expect(apiErrorBodySchema.parse(response.json())).toEqual({
          result: false,
          msg: CONSULT_VALIDATION_MESSAGES[field],
        });
        expect(await snapshotData(db)).toEqual(before);
      },
    );

    it('answers the spec message in Korean', async () => {
      const response = await getApp().inject(post({ ...body, isCheck: false }));
      expect(response.json()).toMatchObject({ msg: '개인정보 수집·이용에 동의해 주세요.' });
    });
  });

  describe('Idempotency-Key', () => {
    const key = 'b3c1e0f2-5d7a-4e21-9a3c-6f0d2e8b1a47';

    it('counts a retried submit once and answers the first answer again', async () => {
      const first = await getApp().inject(post(body, { key }));
      // The same form, its keys in another order, from another address (a mobile network).
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const retry = await getApp().inject(post(reordered, { key }));

      expect(first.statusCode).toBe(200);
      expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
      expect(await countConsultations()).toBe(1);
      const [stored] = await getDatabase().db.select().from(idempotencyKeys);
      expect(stored).toMatchObject({ key, statusCode: 200, response: first.json() });
    });

    it('refuses the key with another body (409) and writes nothing', async () => {
      await getApp().inject(post(body, { key }));
      const { db } = getDatabase();
      const before = await snapshotData(db);

      const response = await getApp().inject(post({ ...body, cc_tel: '0215881234' }, { key }));

      expect(response.statusCode).toBe(409);
      expect(apiErrorBodySchema.parse(response.json())).toEqual({
        result: false,
        msg: IDEMPOTENCY_CONFLICT_MESSAGE,
      });
      expect(await snapshotData(db)).toEqual(before);
    });

    it('stores no key for a refused request, so the corrected one is taken', async () => {
      const refused = await getApp().inject(post({ ...body, cc_tel: '' }, { key }));
      const corrected = await getApp().inject(post(body, { key }));

      expect(refused.statusCode).toBe(400);
      expect(corrected.statusCode).toBe(200);
      expect(corrected.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
      expect(await countConsultations()).toBe(1);
    });

    it('frees a key after 24 hours', async () => {
      const { db } = getDatabase();
      await getApp().inject(post(body, { key }));
      const expired = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 60_000);
      await db
        .update(idempotencyKeys)
        .set({ createdAt: expired })
        .where(eq(idempotencyKeys.key, key));

      const response = await getApp().inject(post({ ...body, cc_tel: '0215881234' }, { key }));

      expect(response.statusCode).toBe(200);
      expect(await countConsultations()).toBe(2);
      const [stored] = await db.select().from(idempotencyKeys);
      expect(stored?.createdAt.getTime()).toBeGreaterThan(expired.getTime());
    });

    it('writes once when two submits with the key race', async () => {
      const answers = await Promise.all([
        getApp().inject(post(body, { key })),
        getApp().inject(post(body, { key })),
      ]);

      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.filter((answer) => answer.headers[IDEMPOTENT_REPLAYED_HEADER])).toHaveLength(
        1,
      );
      expect(await countConsultations()).toBe(1);
      expect(await countKeys()).toBe(1);
    });

    it('keeps requests without a key apart', async () => {
      await getApp().inject(post(body));
      await getApp().inject(post(body));
      expect(await countConsultations()).toBe(2);
    });
  });

  describe('rate limit per address', () => {
    it(`answers 429 after ${CONSULT_RATE_LIMIT.max} requests, and not to another address`, async () => {
      const address = '192.0.2.77';
      for (let sent = 0; sent < CONSULT_RATE_LIMIT.max; sent += 1) {
        expect((await getApp().inject(post(body, { address }))).statusCode).toBe(200);
      }
      const { db } = getDatabase();
      const before = await snapshotData(db);

      const limited = await getApp().inject(post(body, { address }));

      expect(limited.statusCode).toBe(429);
      expect(apiErrorBodySchema.parse(limited.json())).toEqual({
        result: false,
        msg: CONSULT_RATE_LIMIT_MESSAGE,
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await snapshotData(db)).toEqual(before);
      expect((await getApp().inject(post(body, { address: '192.0.2.78' }))).statusCode).toBe(200);
      expect(await countConsultations()).toBe(CONSULT_RATE_LIMIT.max + 1);
    });
  });

  describe('bad input', () => {
    const longKey = 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1);
    it.each<BadInput>([
      { name: 'no body', request: post(undefined), path: '' },
      {
        name: 'malformed JSON',
        request: {
          ...post(undefined),
          payload: '{"cc_name":',
          headers: { 'content-type': 'application/json' },
        },
        path: '',
      },
      { name: 'a missing company name', request: post(without('cc_name')), path: 'cc_name' },
      { name: 'a missing detail', request: post(without('detail')), path: 'detail' },
      { name: 'a missing consent', request: post(without('isCheck')), path: 'isCheck' },
      { name: 'the consent as text', request: post({ ...body, isCheck: 'true' }), path: 'isCheck' },
      {
        name: 'the contact as a number',
        request: post({ ...body, cc_tel: 1055512345 }),
        path: 'cc_tel',
      },
      {
        name: 'a hyphenated contact',
        request: post({ ...body, cc_tel: '010-5551-2345' }),
        path: 'cc_tel',
      },
      {
        name: 'an unknown inquiry type',
        request: post({ ...body, c_type: 'comp_other' }),
        path: 'c_type',
      },
      { name: 'detail as text', request: post({ ...body, detail: '정하윤' }), path: 'detail' },
      { name: 'an unknown field', request: post({ ...body, isAdmin: true }), path: '' },
      {
        name: 'a memo over the limit',
        request: post({ ...body, contents: '가'.repeat(MEMO_MAX_LENGTH + 1) }),
        path: 'contents',
      },
      {
        name: 'a company name over its length',
        request: post({ ...body, cc_name: '가'.repeat(CONSULT_FIELD_MAX_LENGTH.companyName + 1) }),
        path: 'cc_name',
      },
      {
        name: 'a NUL character in the memo',
        request: post({ ...body, contents: '대금\u0000미지급' }),
        path: 'contents',
        message: STORABLE_TEXT_MESSAGE,
      },
      {
        name: 'a lone surrogate in the manager name',
        request: post(withDetail({ 담당자명: '정하윤\uD800' })),
        path: 'detail.담당자명',
        message: STORABLE_TEXT_MESSAGE,
      },
      {
        name: 'a case field no case type has',
        request: post({ ...body, law_type_code: '999999' }),
        path: 'law_type_code',
      },
      {
        name: 'a centre code no group has',
        request: post({ ...body, center_code: 'CT9999' }),
        path: 'center_code',
      },
      {
        name: 'a centre code that is no group code',
        request: post({ ...body, center_code: 'center' }),
        path: 'center_code',
      },
      {
        name: 'a case field beyond an integer',
        request: post({ ...body, law_type_code: '9999999999' }),
        path: 'law_type_code',
      },
      {
        name: 'an address over its length',
        request: post(
          withDetail({ '회사 주소': '가'.repeat(CONSULT_FIELD_MAX_LENGTH.address + 1) }),
        ),
        path: 'detail.회사 주소',
      },
      {
        name: 'an Idempotency-Key too long',
        request: post(body, { key: longKey }),
        path: 'idempotency-key',
      },
      {
        name: 'an Idempotency-Key with a space',
        request: post(body, { key: 'a b' }),
        path: 'idempotency-key',
      },
      {
        name: 'a script in the memo',
        request: post({ ...body, contents: '<script>alert(1)</script>' }),
        path: 'contents',
        message: PLAIN_TEXT_MESSAGE,
      },
      {
        name: 'a tag in the company name',
        request: post({ ...body, cc_name: '<b>새솔</b>' }),
        path: 'cc_name',
        message: PLAIN_TEXT_MESSAGE,
      },
      {
        name: 'an event handler in the manager name',
        request: post(withDetail({ 담당자명: '<img src=x onerror=alert(1)>' })),
        path: 'detail.담당자명',
        message: PLAIN_TEXT_MESSAGE,
      },
      {
        name: 'a comment in the industry',
        request: post(withDetail({ 업종: '유통<!-- x -->' })),
        path: 'detail.업종',
        message: PLAIN_TEXT_MESSAGE,
      },
      {
        name: 'a script in the e-mail',
        request: post(withDetail({ 이메일: '<script>@saesol.example' })),
        path: 'detail.이메일',
      },
    ])('refuses $name with 400 and writes nothing', async (input) => {
      await expectRefused(getApp(), getDatabase().db, input);
    });
  });

  it('is documented in the OpenAPI document with its header and answers', async () => {
    const document = (await getApp().inject({ url: '/docs/json' })).json<{
      paths: Record<
        string,
        { post?: { parameters?: Array<{ in: string; name: string }>; responses: object } }
      >;
    }>();
    const operation = document.paths[CONSULTING_PATH]?.post;

    expect(operation?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '400', '409', '429', '500']);
  });
});
