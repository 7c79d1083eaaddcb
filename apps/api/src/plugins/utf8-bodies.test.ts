import { apiErrorBodySchema } from '@lawfirm/api-client';
import { CHAT_PATHS, REQUEST_INVALID_CODE } from '@lawfirm/api-client/chat';
import { CONSULTING_PATH, toConsultingBody } from '@lawfirm/api-client/site';
import { describe, expect, it } from 'vitest';

import { CASE_TYPE_SEED } from '../seed/case-type-seed';
import { CONSULT_FORM } from '../test-support/consult-form';
import { snapshotData } from '../test-support/data-snapshot';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { NOT_UTF8_MESSAGE } from './utf8-bodies';

const corporateField = CASE_TYPE_SEED.find((row) => row.groupCode === 'CT0004');
const consultation = toConsultingBody({
  ...CONSULT_FORM,
  law_type_code: String(corporateField?.typeIdx ?? ''),
});

/** A lone surrogate's bytes (U+D800 in UTF-8 form): no UTF-8 decoder may accept them. */
const SURROGATE_BYTES = Buffer.from([0xed, 0xa0, 0x80]);
/** A lead byte with no continuation. */
const TRUNCATED_BYTES = Buffer.from([0xec, 0x9d]);

/** The JSON of `value` with `marker` (a string in it) replaced by raw `bytes`. */
function jsonWithBytes(value: unknown, marker: string, bytes: Buffer): Buffer {
  const [before, after] = JSON.stringify(value).split(marker) as [string, string];
  return Buffer.concat([Buffer.from(before), bytes, Buffer.from(after)]);
}

describeOnEachDatabase('request bodies that are not UTF-8', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);

  describe.each([
    ['a lone surrogate', SURROGATE_BYTES],
    ['a cut-off character', TRUNCATED_BYTES],
  ])('with %s', (_name, bytes) => {
    it('refuses a consultation with 400 in the site envelope and stores nothing', async () => {
      const before = await snapshotData(getDatabase().db);
      const marker = consultation.cc_name;
      const response = await getApp().inject({
        method: 'POST',
        url: CONSULTING_PATH,
        headers: { 'content-type': 'application/json' },
        payload: jsonWithBytes(consultation, marker, Buffer.concat([Buffer.from('정'), bytes])),
      });
      expect(response.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(response.json()).issues).toEqual([
        { path: '', message: NOT_UTF8_MESSAGE },
      ]);
      expect(await snapshotData(getDatabase().db)).toEqual(before);
    });

    it('refuses a chat call with 400 CE000200001', async () => {
      const response = await getApp().inject({
        method: 'POST',
        url: CHAT_PATHS.authenticate,
        headers: { 'content-type': 'application/json', v: '1.0.0' },
        payload: jsonWithBytes({ d: { center_code: 'MARK' } }, 'MARK', bytes),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        result_info: { result_cd: REQUEST_INVALID_CODE },
        issues: [{ path: '', message: NOT_UTF8_MESSAGE }],
      });
    });
  });

  it('still takes Korean text and refuses malformed JSON as before', async () => {
    const accepted = await getApp().inject({
      method: 'POST',
      url: CONSULTING_PATH,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from(JSON.stringify(consultation)),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const malformed = await getApp().inject({
      method: 'POST',
      url: CONSULTING_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"cc_name": ',
    });
    expect(malformed.statusCode).toBe(400);
    const proto = await getApp().inject({
      method: 'POST',
      url: CONSULTING_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"x": 1}}',
    });
    expect(proto.statusCode).toBe(400);
  });
});
