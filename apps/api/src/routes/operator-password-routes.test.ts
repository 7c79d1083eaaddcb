// POST /chatops/password over real HTTP (DESIGN.md §6): the signed-in operator's new password,
// the end of their other sessions (not a colleague's), a wrong current password, the rules of
// a new one, and the limit on tries. On PGlite and, where TEST_DATABASE_URL is set, on Postgres.
import { OPERATOR_PATHS } from '@lawfirm/api-client/operator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { DEMO_OPERATOR_PASSWORD, OPERATOR_SEED } from '../seed/operator-seed';
import { seedDatabase } from '../seed/seed-database';
import { useSeedBeforeEach } from '../test-support/seed-restore';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { OPERATOR_SIGN_IN_RATE_LIMIT } from './operator-sign-in-routes';

const [FIRST, SECOND] = OPERATOR_SEED;
const NEW_PASSWORD = 'new-secret-2027';

interface Answer {
  status: number;
  code: string;
  issues?: Array<{ path: string; message: string }>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

describeOnEachDatabase('chat: an operator changes their password', (getDatabase) => {
  let app: FastifyInstance;
  let base = '';

  beforeAll(async () => {
    app = await buildApp(TEST_SETTINGS, { database: getDatabase() });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    await seedDatabase(getDatabase().db);
  });
  afterAll(async () => {
    await app.close();
  });
  useSeedBeforeEach(getDatabase);

  async function http(method: string, path: string, token?: string, json?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const body = await response.json();
    return {
      status: response.status,
      code: body.result_info?.result_cd,
      issues: body.issues,
      data: body.data,
    } as Answer;
  }

  const signIn = async (loginId: string, password = DEMO_OPERATOR_PASSWORD) => {
    const answer = await http('POST', OPERATOR_PATHS.signIn, undefined, {
      login_id: loginId,
      password,
    });
    return answer;
  };
  const tokenOf = async (loginId: string) => {
    const answer = await signIn(loginId);
    expect(answer.code, JSON.stringify(answer)).toBe('OK');
    return answer.data.token as string;
  };
  const change = (token: string | undefined, body: unknown) =>
    http('POST', OPERATOR_PATHS.password, token, body);
  const canList = async (token: string) =>
    (await http('GET', OPERATOR_PATHS.inquiries, token)).code;

  // Sign-in is limited per address: the tests that leave the password as it was share a session.
  let shared: Promise<string> | undefined;
  const sharedSession = () => (shared ??= tokenOf(SECOND!.loginId));

  it('sets the new password, ends the other sessions of that operator only, and answers a new token', async () => {
    const here = await tokenOf(FIRST!.loginId);
    const elsewhere = await tokenOf(FIRST!.loginId);
    const colleague = await sharedSession();

    const answer = await change(here, {
      current_password: DEMO_OPERATOR_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(answer).toMatchObject({ status: 200, code: 'OK' });
    expect(Date.parse(answer.data.expires_at)).toBeGreaterThan(Date.now());

    expect(await canList(answer.data.token)).toBe('OK');
    expect(await canList(here)).toBe('E000200002');
    expect(await canList(elsewhere)).toBe('E000200002');
    expect(await canList(colleague)).toBe('OK');

    expect((await signIn(FIRST!.loginId, DEMO_OPERATOR_PASSWORD)).code).toBe('E000300005');
    expect((await signIn(FIRST!.loginId, NEW_PASSWORD)).code).toBe('OK');

    // A restart re-seeds (npm start): the chosen password stays, the colleague's follows the seed.
    await seedDatabase(getDatabase().db);
    expect((await signIn(FIRST!.loginId, NEW_PASSWORD)).code).toBe('OK');
    expect((await signIn(FIRST!.loginId, DEMO_OPERATOR_PASSWORD)).code).toBe('E000300005');
    expect((await signIn(SECOND!.loginId, DEMO_OPERATOR_PASSWORD)).code).toBe('OK');
  });

  it('refuses a wrong current password with E000300006 and keeps the password and sessions', async () => {
    const token = await sharedSession();
    const answer = await change(token, {
      current_password: 'not-the-password-1',
      new_password: NEW_PASSWORD,
    });
    expect(answer).toMatchObject({ status: 400, code: 'E000300006', data: null });
    expect(await canList(token)).toBe('OK');
  });

  it.each([
    ['too short', 'abc12345', '10자 이상'],
    ['without a digit', 'onlyletters-here', '숫자'],
    ['without a letter', '1234567890123', '문자'],
    ['the current one', DEMO_OPERATOR_PASSWORD, '현재 비밀번호와 달라야'],
  ])(
    'refuses a new password %s with CE000200001 and a Korean reason',
    async (_case, next, text) => {
      const answer = await change(await sharedSession(), {
        current_password: DEMO_OPERATOR_PASSWORD,
        new_password: next,
      });
      expect(answer).toMatchObject({ status: 400, code: 'CE000200001' });
      expect(answer.issues?.map((issue) => issue.message).join(' ')).toContain(text);
    },
  );

  it('refuses a body without the current password, and a call without a session', async () => {
    expect(await change(await sharedSession(), { new_password: NEW_PASSWORD })).toMatchObject({
      status: 400,
      code: 'CE000200001',
    });
    expect(
      await change(undefined, {
        current_password: DEMO_OPERATOR_PASSWORD,
        new_password: NEW_PASSWORD,
      }),
    ).toMatchObject({ status: 401, code: 'E000200002' });
  });

  describe('tries', () => {
    it('limits tries per address like sign-in: CE000300009 within max + 1 tries', async () => {
      const token = await sharedSession();
      let answer: Answer | undefined;
      for (let attempt = 0; attempt <= OPERATOR_SIGN_IN_RATE_LIMIT.max; attempt++) {
        answer = await change(token, {
          current_password: 'guess-12345',
          new_password: NEW_PASSWORD,
        });
        if (answer.status === 429) break;
        expect(answer.code).toBe('E000300006');
      }
      expect(answer).toMatchObject({ status: 429, code: 'CE000300009' });
    });
  });
});
