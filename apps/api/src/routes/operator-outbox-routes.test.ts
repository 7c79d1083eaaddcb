// The local SMS outbox as `npm start` runs it (production settings with SMS_PROVIDER=outbox): a
// visitor asks for a verification code, and a signed-in operator reads it from the outbox.
// Without the outbox (production, no provider) the route does not exist and a send fails.
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import { OPERATOR_PATHS } from '@lawfirm/api-client/operator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { OUTBOX_MAX_MESSAGES, createDevelopmentOutbox } from '../chat/sms';
import { DEMO_OPERATOR_PASSWORD, OPERATOR_SEED } from '../seed/operator-seed';
import { seedDatabase } from '../seed/seed-database';
import { IN_MEMORY_DATA_DIR, loadSettings } from '../settings';
import { postChat } from '../test-support/chat-calls';
import { describeOnEachDatabase } from '../test-support/test-databases';

const PHONE = '01012345678';
const OTHER_PHONE = '01087654321';
const productionSettings = (env: Record<string, string> = {}) =>
  loadSettings({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: IN_MEMORY_DATA_DIR,
    AUTH_SESSION_SECRET: 'k5Qm1v8XcR2tYw7NbZp4Lh9Jd3Fs6Gq0',
    RETENTION_ENCRYPTION_KEY: 'r7Tn2b9WqL4xVe8KcM1zHs5Jf0Pd3Ay6',
    OPERATOR_SEED_PASSWORD: DEMO_OPERATOR_PASSWORD,
    ...env,
  });

describe('the local SMS outbox', () => {
  it(`keeps the latest ${OUTBOX_MAX_MESSAGES} messages`, async () => {
    const outbox = createDevelopmentOutbox();
    for (let n = 0; n <= OUTBOX_MAX_MESSAGES; n += 1) await outbox.send(PHONE, `message ${n}`);
    expect(outbox.messages).toHaveLength(OUTBOX_MAX_MESSAGES);
    expect(outbox.messages[0]?.text).toBe('message 1');
    expect(outbox.latest(PHONE)?.text).toBe(`message ${OUTBOX_MAX_MESSAGES}`);
  });
});

describeOnEachDatabase('chat: operators read the local SMS outbox', (getDatabase) => {
  const apps: FastifyInstance[] = [];
  async function appWith(env: Record<string, string>) {
    const app = await buildApp(productionSettings(env), { database: getDatabase() });
    apps.push(app);
    return app;
  }
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  beforeEach(() => seedDatabase(getDatabase().db, { operatorPassword: DEMO_OPERATOR_PASSWORD }));

  async function askForCode(app: FastifyInstance, phone: string) {
    const visitor = await postChat(app, CHAT_PATHS.authenticate, { center_code: 'CT0000' });
    return postChat(
      app,
      CHAT_PATHS.certificationSend,
      { name: '홍길동', cell_phone_number: phone },
      { token: visitor.data.token as string },
    );
  }

  async function operatorToken(app: FastifyInstance) {
    const answer = await app.inject({
      method: 'POST',
      url: OPERATOR_PATHS.signIn,
      payload: { login_id: OPERATOR_SEED[0]!.loginId, password: DEMO_OPERATOR_PASSWORD },
    });
    return answer.json().data.token as string;
  }

  const readOutbox = (app: FastifyInstance, query: string, token?: string) =>
    app.inject({
      method: 'GET',
      url: `${OPERATOR_PATHS.smsOutbox}${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  describe('with SMS_PROVIDER=outbox in production', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appWith({ SMS_PROVIDER: 'outbox' });
    });

    it('gives a signed-in operator the codes sent, newest first, by number', async () => {
      expect(await askForCode(app, PHONE)).toMatchObject({ status: 200, code: 'OK' });
      expect(await askForCode(app, OTHER_PHONE)).toMatchObject({ status: 200, code: 'OK' });
      expect(await askForCode(app, PHONE)).toMatchObject({ status: 200, code: 'OK' });
      const token = await operatorToken(app);

      const all = (await readOutbox(app, '', token)).json().data.messages;
      expect(all.slice(0, 3).map((message: { to: string }) => message.to)).toEqual([
        PHONE,
        OTHER_PHONE,
        PHONE,
      ]);
      const mine = (await readOutbox(app, `?to=${PHONE}`, token)).json().data.messages;
      expect(mine.length).toBeGreaterThanOrEqual(2);
      for (const message of mine) {
        expect(message.to).toBe(PHONE);
        expect(message.text).toMatch(/\d{6}/);
        expect(Date.parse(message.sent_at)).not.toBeNaN();
      }
    });

    it('refuses a visitor without an operator session, and a malformed number', async () => {
      await askForCode(app, PHONE);
      const anonymous = await readOutbox(app, '');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().result_info.result_cd).toBe('E000200002');
      expect(anonymous.json().data).toBeNull();

      const malformed = await readOutbox(app, '?to=010-1234-5678', await operatorToken(app));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().result_info.result_cd).toBe('CE000200001');
    });
  });

  describe('in production without a provider', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appWith({});
    });

    it('has no outbox to read, and a send fails with E000800001', async () => {
      expect(await askForCode(app, PHONE)).toMatchObject({ status: 503, code: 'E000800001' });
      const answer = await readOutbox(app, '', await operatorToken(app));
      expect(answer.statusCode).toBe(404);
    });
  });
});
