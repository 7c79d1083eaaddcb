// Call #12 for an individual (spec/site.md §2 /consult): c_type personal, the person's name as
// cc_name, no company detail; the individual form's rules in their order, answered in Korean.
import {
  CONSULT_VALIDATION_MESSAGES,
  PERSONAL_CONSULT_VALIDATION_MESSAGES,
} from '@lawfirm/api-client';
import { CONSULTING_PATH, toPersonalConsultingBody } from '@lawfirm/api-client/site';
import type { PersonalConsultingFormValues } from '@lawfirm/api-client/site';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { consultations } from '../db/schema';
import { CASE_TYPE_SEED } from '../seed/case-type-seed';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';

const divorceField = CASE_TYPE_SEED.find((row) => row.groupCode === 'CT0005');

const person: PersonalConsultingFormValues = {
  name: '이서연',
  cc_tel: '01098765432',
  law_type_code: String(divorceField?.typeIdx ?? ''),
  contents: '협의이혼을 준비하고 있는데 재산분할 비율을 어떻게 정하는지 궁금합니다.',
  isCheck: true,
  isOver14: true,
};

let lastHost = 0;
function post(payload: unknown): InjectOptions {
  lastHost += 1;
  return {
    method: 'POST',
    url: CONSULTING_PATH,
    payload: payload as InjectOptions['payload'],
    remoteAddress: `198.51.100.${lastHost}`,
  };
}

describeOnEachDatabase('consult: #12 for an individual (c_type personal)', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);
  const rows = () => getDatabase().db.select().from(consultations);

  it("is stored with the person's name, the centre and no detail", async () => {
    const response = await getApp().inject(post(toPersonalConsultingBody(person, 'CT0032')));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, isNotComplete: false });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      ccName: '이서연',
      ccTel: '01098765432',
      lawTypeCode: person.law_type_code,
      contents: person.contents,
      cType: 'personal',
      detail: {},
      centerCode: 'CT0032',
    });
  });

  describe('the individual form rules, the first broken one answered', () => {
    const M = PERSONAL_CONSULT_VALIDATION_MESSAGES;
    const cases: Array<[string, Partial<PersonalConsultingFormValues>, string]> = [
      ['no consent and no name', { isCheck: false, name: '' }, M.isCheck],
      ['under 14', { isOver14: false }, M.isOver14],
      ['no name', { name: ' ' }, M.cc_name],
      ['no contact', { cc_tel: '' }, M.cc_tel],
      ['no content', { contents: '  ' }, M.contents],
    ];
    it.each(cases)('%s', async (_, change, message) => {
      const response = await getApp().inject(
        post(toPersonalConsultingBody({ ...person, ...change })),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ result: false, msg: message });
      expect(await rows()).toHaveLength(0);
    });
  });

  it('refuses a personal request carrying company detail, and stores nothing', async () => {
    const body = { ...toPersonalConsultingBody(person), detail: { 회사명: '주식회사 새솔물산' } };
    const response = await getApp().inject(post(body));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      result: false,
      issues: [expect.objectContaining({ path: 'detail' })],
    });
    expect(await rows()).toHaveLength(0);
  });

  it("a company's request still needs its manager's name (the corporate rules hold)", async () => {
    const body = { ...toPersonalConsultingBody(person), c_type: 'comp_consult' };
    const response = await getApp().inject(post(body));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: false,
      msg: CONSULT_VALIDATION_MESSAGES.comp_managerName,
    });
  });
});
