import { afterEach, describe, expect, it } from 'vitest';

import { USER_INFO_FAILED_MESSAGE } from '../constants';
import { createApiClient } from '../http/client';
import { normalizeName, normalizePhoneNumber } from '../rules/sign-up-rules';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';
import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import { APP_USER_PATH } from './get-app-user';
import { appUserPatchBodySchema, patchAppUser } from './patch-app-user';
import type { AppUserPatchBodyInput } from './patch-app-user';

const stepOne: AppUserPatchBodyInput = {
  name: normalizeName('김 민준'),
  phoneNumber: normalizePhoneNumber('010-1234-5678'),
  uuid: '5f0c6f3e-8a51-4b7e-9a55-1d2f3c4b5a69',
};
const stepTwo: AppUserPatchBodyInput = {
  ...stepOne,
  categoryAndField: { categories: ['CT0005', 'CT0006'], fields: [51, 52, 61, 62, 63] },
};
const interests = (categoryAndField: unknown) => ({ ...stepOne, categoryAndField });

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('appUserPatchBodySchema (spec/site.md §5 Sign-up)', () => {
  itAccepts(appUserPatchBodySchema, stepOne);
  itAccepts(appUserPatchBodySchema, stepTwo);
  itRejects(appUserPatchBodySchema, [
    ['a missing name', without(stepOne, 'name'), 'name'],
    ['a name in Latin letters', { ...stepOne, name: 'Minjun' }, 'name'],
    ['a name of one syllable', { ...stepOne, name: '김' }, 'name'],
    ['a name of seven syllables', { ...stepOne, name: '남궁민수아린아' }, 'name'],
    ['a name with markup', { ...stepOne, name: '<b>김민준</b>' }, 'name'],
    ['a hyphenated phone', { ...stepOne, phoneNumber: '010-1234-5678' }, 'phoneNumber'],
    ['a phone not starting 010', { ...stepOne, phoneNumber: '0111234567' }, 'phoneNumber'],
    ['a phone as a number', { ...stepOne, phoneNumber: 1012345678 }, 'phoneNumber'],
    ['an empty uuid', { ...stepOne, uuid: '' }, 'uuid'],
    ['a uuid too long', { ...stepOne, uuid: 'u'.repeat(101) }, 'uuid'],
    ['markup as the uuid', { ...stepOne, uuid: '<script>alert(1)</script>' }, 'uuid'],
    [
      'three categories',
      interests({ categories: ['CT0005', 'CT0006', 'CT0001'], fields: [1] }),
      'categoryAndField.categories',
    ],
    ['no category', interests({ categories: [], fields: [1] }), 'categoryAndField.categories'],
    [
      'an unknown category',
      interests({ categories: ['CT0000'], fields: [1] }),
      'categoryAndField.categories.0',
    ],
    [
      'a repeated category',
      interests({ categories: ['CT0005', 'CT0005'], fields: [1] }),
      'categoryAndField.categories',
    ],
    [
      'six fields',
      interests({ categories: ['CT0005'], fields: [1, 2, 3, 4, 5, 6] }),
      'categoryAndField.fields',
    ],
    ['no field', interests({ categories: ['CT0005'], fields: [] }), 'categoryAndField.fields'],
    [
      'a field as text',
      interests({ categories: ['CT0005'], fields: ['51'] }),
      'categoryAndField.fields.0',
    ],
    ['an extra field', { ...stepOne, isAdmin: true }, ''],
  ]);
});

describe('patchAppUser (spec/site.md §7 #19)', () => {
  it('sends PATCH with the JSON body', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { result: true }),
    );

    await expect(patchAppUser(createApiClient({ baseUrl: server.url }), stepTwo)).resolves.toEqual({
      result: true,
    });

    const [request] = server.requests;
    expect([request?.method, request?.url]).toEqual(['PATCH', APP_USER_PATH]);
    expect(JSON.parse(request?.body ?? '')).toEqual(stepTwo);
  });

  it('fails with the spec message when not OK', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { result: false }),
    );
    await expect(patchAppUser(createApiClient({ baseUrl: server.url }), stepOne)).rejects.toThrow(
      USER_INFO_FAILED_MESSAGE,
    );
  });
});
