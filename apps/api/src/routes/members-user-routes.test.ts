import {
  APP_USER_PATH,
  AUTH_CALLBACK_PATH,
  appUserResponseSchema,
  CASE_LIST_PATH,
  USER_AGREE_PATH,
} from '@lawfirm/api-client/site';
import { MEMO_MAX_LENGTH, PLAIN_TEXT_MESSAGE } from '@lawfirm/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { SESSION_COOKIE_NAME } from '../auth';
import { cases, members, withdrawals } from '../db/schema';
import { caseTypeIdx } from '../seed/case-type-seed';
import { DEMO_MEMBER_IDS, MEMBER_SEED } from '../seed/member-seed';
import { createRetentionCipher } from '../services/members-retention';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { snapshotData } from '../test-support/data-snapshot';
import { cookieSet, sessionCookies } from '../test-support/member-sessions';
import { TEST_SETTINGS, useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { AUTH_ERROR_MESSAGES } from './members-http';

const KAKAO = { id: DEMO_MEMBER_IDS.kakao, provider: 'kakao' } as const;
const UNFINISHED = { id: DEMO_MEMBER_IDS.unfinished, provider: 'kakao' } as const;

const stepOne = { name: '한가람', phoneNumber: '01012345678', uuid: 'device-7f3a-0001' };
const stepTwo = {
  ...stepOne,
  categoryAndField: {
    categories: ['CT0005', 'CT0006'],
    fields: [caseTypeIdx('CT0005', 0), caseTypeIdx('CT0006', 1)],
  },
};

describeOnEachDatabase('members: the member’s account', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);
  const memberRow = async (id: string) => {
    const [row] = await getDatabase().db.select().from(members).where(eq(members.id, id));
    return row;
  };
  /** A request of member `who` (the unfinished demo member unless told). */
  const as = async (
    request: InjectOptions,
    who: { id: string; provider: 'kakao' } = UNFINISHED,
  ) => ({
    ...request,
    cookies: await sessionCookies(who),
  });

  it.each<[string, InjectOptions]>([
    ['#10 user', { url: APP_USER_PATH }],
    [
      '#18 agree',
      {
        method: 'POST',
        url: USER_AGREE_PATH,
        payload: { marketing_agree: true, alert_agree: true },
      },
    ],
    ['#19 sign-up', { method: 'PATCH', url: APP_USER_PATH, payload: stepOne }],
    ['#14 withdrawal', { method: 'DELETE', url: APP_USER_PATH, payload: { reason: 'no_reason' } }],
    ['#16 cases', { url: CASE_LIST_PATH }],
  ])('%s answers 401 without a session, writing nothing', async (_call, request) => {
    const attempts: Record<string, string>[] = [{}, { [SESSION_COOKIE_NAME]: 'not.a.session' }];
    for (const cookies of attempts) {
      const before = await snapshotData(getDatabase().db);
      const response = await getApp().inject({ ...request, cookies });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        result: false,
        msg: AUTH_ERROR_MESSAGES.session_missing,
      });
      expect(await snapshotData(getDatabase().db)).toEqual(before);
    }
  });

  describe('#10 user', () => {
    it('answers the signed-in member', async () => {
      const response = await getApp().inject(await as({ url: APP_USER_PATH }, KAKAO));
      expect(response.statusCode).toBe(200);
      const seeded = MEMBER_SEED.members.find((member) => member.id === KAKAO.id);
      expect(appUserResponseSchema.parse(response.json())).toEqual({
        result: true,
        data: {
          email: seeded?.email,
          name: seeded?.name,
          provider: 'kakao',
          signedUp: true,
          categories: seeded?.categories,
          fields: seeded?.fields,
        },
      });
    });

    it('answers 401 and removes the cookie of a member who is gone', async () => {
      const gone = { id: '00000000-0000-4000-8000-0000000000ff', provider: 'kakao' } as const;
      const response = await getApp().inject(await as({ url: APP_USER_PATH }, gone));
      expect(response.statusCode).toBe(401);
      expect(cookieSet(response, SESSION_COOKIE_NAME)).toMatchObject({ value: '', maxAge: 0 });
    });
  });

  describe('#18 agreement', () => {
    it('saves the answer as both agreements', async () => {
      for (const agree of [true, false]) {
        const response = await getApp().inject(
          await as({
            method: 'POST',
            url: USER_AGREE_PATH,
            payload: { marketing_agree: agree, alert_agree: agree },
          }),
        );
        expect(response.json()).toEqual({ result: true });
        expect(await memberRow(UNFINISHED.id)).toMatchObject({
          marketingAgree: agree,
          alertAgree: agree,
        });
      }
    });

    const agree = (payload: unknown) => ({
      method: 'POST' as const,
      url: USER_AGREE_PATH,
      payload: payload as InjectOptions['payload'],
    });
    it.each<BadInput>([
      { name: 'a missing answer', request: agree({ marketing_agree: true }), path: 'alert_agree' },
      {
        name: 'text for a boolean',
        request: agree({ marketing_agree: 'yes', alert_agree: true }),
        path: 'marketing_agree',
      },
      {
        name: 'a script for a boolean',
        request: agree({ marketing_agree: '<script>alert(1)</script>', alert_agree: true }),
        path: 'marketing_agree',
      },
      {
        name: 'an unknown field',
        request: agree({ marketing_agree: true, alert_agree: true, note: '<b>x</b>' }),
        path: '',
      },
      {
        name: 'a list for the body',
        request: agree([true, true]),
        path: '',
      },
    ])('answers 400 for $name', async (input) =>
      expectRefused(getApp(), getDatabase().db, { ...input, request: await as(input.request) }),
    );
  });

  describe('#19 sign-up', () => {
    it('saves step 1, then step 2 with the interests', async () => {
      const first = await getApp().inject(
        await as({ method: 'PATCH', url: APP_USER_PATH, payload: stepOne }),
      );
      expect(first.json()).toEqual({ result: true });
      expect(await memberRow(UNFINISHED.id)).toMatchObject({
        name: '한가람',
        phoneNumber: '01012345678',
        uuid: 'device-7f3a-0001',
        categories: [],
        fields: [],
      });

      const second = await getApp().inject(
        await as({ method: 'PATCH', url: APP_USER_PATH, payload: stepTwo }),
      );
      expect(second.json()).toEqual({ result: true });
      expect(await memberRow(UNFINISHED.id)).toMatchObject({
        categories: stepTwo.categoryAndField.categories,
        fields: stepTwo.categoryAndField.fields,
      });
    });

    const patch = (payload: unknown) => ({
      method: 'PATCH' as const,
      url: APP_USER_PATH,
      payload: payload as InjectOptions['payload'],
    });
    const interests = (categories: string[], fields: number[]) =>
      patch({ ...stepOne, categoryAndField: { categories, fields } });
    const divorce = (index: number) => caseTypeIdx('CT0005', index);
    it.each<BadInput>([
      { name: 'a missing name', request: patch({ ...stepOne, name: undefined }), path: 'name' },
      { name: 'a name as a number', request: patch({ ...stepOne, name: 7 }), path: 'name' },
      {
        name: 'a name too long',
        request: patch({ ...stepOne, name: '가나다라마바사' }),
        path: 'name',
      },
      {
        name: 'a name with markup',
        request: patch({ ...stepOne, name: '<b>한가람</b>' }),
        path: 'name',
      },
      {
        name: 'a phone that is not 010',
        request: patch({ ...stepOne, phoneNumber: '0111234567' }),
        path: 'phoneNumber',
      },
      {
        name: 'a phone too long',
        request: patch({ ...stepOne, phoneNumber: '010123456789' }),
        path: 'phoneNumber',
      },
      { name: 'a missing uuid', request: patch({ ...stepOne, uuid: undefined }), path: 'uuid' },
      {
        name: 'a uuid too long',
        request: patch({ ...stepOne, uuid: 'u'.repeat(101) }),
        path: 'uuid',
      },
      {
        name: 'a script as the uuid',
        request: patch({ ...stepOne, uuid: '<script>alert(1)</script>' }),
        path: 'uuid',
      },
      {
        name: 'three categories',
        request: interests(['CT0005', 'CT0006', 'CT0004'], [divorce(0)]),
        path: 'categoryAndField.categories',
      },
      {
        name: 'six fields',
        // The schema counts before any lookup: ids need not exist to be too many.
        request: interests(['CT0005'], [1, 2, 3, 4, 5, 6]),
        path: 'categoryAndField.fields',
      },
      {
        name: 'a category that is not one',
        request: interests(['<script>'], [divorce(0)]),
        path: 'categoryAndField.categories.0',
      },
      {
        name: 'a field as text',
        request: interests(['CT0005'], ['1' as unknown as number]),
        path: 'categoryAndField.fields.0',
      },
      {
        name: 'a case type of a category not chosen',
        request: interests(['CT0005'], [divorce(0), caseTypeIdx('CT0004', 0)]),
        path: 'categoryAndField.fields.1',
      },
      {
        name: 'a case type that does not exist',
        request: interests(['CT0005'], [999_999]),
        path: 'categoryAndField.fields.0',
      },
      { name: 'an unknown field', request: patch({ ...stepOne, role: 'admin' }), path: '' },
    ])('answers 400 for $name, writing nothing', async (input) =>
      expectRefused(getApp(), getDatabase().db, { ...input, request: await as(input.request) }),
    );
  });

  describe('#14 withdrawal', () => {
    it('deletes the member and their cases, keeping the retained data encrypted for a year', async () => {
      const db = getDatabase().db;
      const member = await memberRow(KAKAO.id);
      const cookies = await sessionCookies(KAKAO);
      const before = await snapshotData(db);
      const ownCases = await db.$count(cases, eq(cases.memberId, KAKAO.id));
      expect(ownCases).toBeGreaterThan(0);

      const started = Date.now();
      const response = await getApp().inject({
        method: 'DELETE',
        url: APP_USER_PATH,
        cookies,
        payload: { reason: 'other', reason_text: '다른 서비스를 이용하게 되었어요.' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ result: true });
      expect(cookieSet(response, SESSION_COOKIE_NAME)).toMatchObject({ value: '', maxAge: 0 });

      expect(await memberRow(KAKAO.id)).toBeUndefined();
      expect(await db.$count(cases, eq(cases.memberId, KAKAO.id))).toBe(0);
      const after = await snapshotData(db);
      expect(after.members).toBe((before.members ?? 0) - 1);
      expect(after.cases).toBe((before.cases ?? 0) - ownCases);
      expect(after.withdrawals).toBe((before.withdrawals ?? 0) + 1);

      const [kept] = await db.select().from(withdrawals).where(eq(withdrawals.memberId, KAKAO.id));
      expect(kept?.reason).toBe('other');
      // Nothing personal in plain text.
      for (const value of [member?.name, member?.email, member?.phoneNumber, '다른 서비스']) {
        expect(kept?.retainedData).not.toContain(value);
      }
      const cipher = createRetentionCipher(TEST_SETTINGS.RETENTION_ENCRYPTION_KEY);
      const record = cipher.open(kept?.retainedData ?? '', KAKAO.id);
      expect(record).toMatchObject({
        name: member?.name,
        phoneNumber: member?.phoneNumber,
        email: member?.email,
        provider: 'kakao',
        reason: 'other',
        reasonText: '다른 서비스를 이용하게 되었어요.',
        joinedAt: member?.createdAt.toISOString(),
      });
      const withdrawnAt = new Date(record.withdrawnAt);
      expect(withdrawnAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
      const oneYearLater = new Date(withdrawnAt);
      oneYearLater.setUTCFullYear(oneYearLater.getUTCFullYear() + 1);
      expect(kept?.retainUntil.toISOString()).toBe(oneYearLater.toISOString());

      // The old session opens nothing any more.
      expect((await getApp().inject({ url: APP_USER_PATH, cookies })).statusCode).toBe(401);
      const state = await getApp().inject({ url: AUTH_CALLBACK_PATH, cookies });
      expect(state.json().data).toEqual({ isLogin: false });
    });

    it('keeps other members and their cases', async () => {
      const db = getDatabase().db;
      const others = await db.$count(cases, eq(cases.memberId, DEMO_MEMBER_IDS.naver));
      const response = await getApp().inject(
        await as(
          { method: 'DELETE', url: APP_USER_PATH, payload: { reason: 'unsatisfied' } },
          KAKAO,
        ),
      );
      expect(response.statusCode).toBe(200);
      expect(await db.$count(cases, eq(cases.memberId, DEMO_MEMBER_IDS.naver))).toBe(others);
      expect(await memberRow(DEMO_MEMBER_IDS.naver)).toBeDefined();
    });

    const remove = (payload: unknown) => ({
      method: 'DELETE' as const,
      url: APP_USER_PATH,
      payload: payload as InjectOptions['payload'],
    });
    it.each<BadInput>([
      { name: 'a missing reason', request: remove({}), path: 'reason' },
      { name: 'a reason as a number', request: remove({ reason: 3 }), path: 'reason' },
      { name: 'a reason not on the list', request: remove({ reason: 'angry' }), path: 'reason' },
      { name: '"other" without text', request: remove({ reason: 'other' }), path: 'reason_text' },
      {
        name: '"other" with blank text',
        request: remove({ reason: 'other', reason_text: '   ' }),
        path: 'reason_text',
      },
      {
        name: 'text too long',
        request: remove({ reason: 'other', reason_text: '가'.repeat(MEMO_MAX_LENGTH + 1) }),
        path: 'reason_text',
      },
      {
        name: 'markup in the text',
        request: remove({ reason: 'other', reason_text: '<b>불만</b>이 있어요' }),
        path: 'reason_text',
        message: PLAIN_TEXT_MESSAGE,
      },
      {
        name: 'a script as the text',
        request: remove({ reason: 'other', reason_text: '<script>alert(1)</script>' }),
        path: 'reason_text',
        message: PLAIN_TEXT_MESSAGE,
      },
      {
        name: 'text beside a listed reason',
        request: remove({ reason: 'no_reason', reason_text: '그냥요' }),
        path: '',
      },
    ])('answers 400 for $name, deleting nothing', async (input) =>
      expectRefused(getApp(), getDatabase().db, {
        ...input,
        request: await as(input.request, KAKAO),
      }),
    );
  });
});
