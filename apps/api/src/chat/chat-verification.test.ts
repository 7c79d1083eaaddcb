// Phone verification (spec/chat-widget.md §4, §7, §8) through the real routes with the
// development outbox, and its clock rules through the service with a moved clock.
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { buildApp } from '../app';
import { chatVisitors } from '../db/schema';
import { postChat } from '../test-support/chat-calls';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { useSeedBeforeEach } from '../test-support/seed-restore';
import {
  CERTIFICATION_MAX_WRONG_TRIES,
  CERTIFICATION_SENDS_PER_ADDRESS,
  CERTIFICATION_SENDS_PER_PHONE,
  CERTIFICATION_TTL_SECONDS,
} from './chat-constants';
import { ChatError } from './chat-error';
import { visitorOfToken } from './chat-service';
import { createChatTokens } from './chat-token';
import { sendCertificationCode, verifyCertificationCode } from './chat-verification';
import { createDevelopmentOutbox } from './sms';

const NAME = '홍길동';
const PHONE = '01012345678';

describeOnEachDatabase('chat: phone verification', (getDatabase) => {
  let app: FastifyInstance;
  const outbox = createDevelopmentOutbox();
  const tokens = createChatTokens(TEST_SETTINGS.AUTH_SESSION_SECRET);

  beforeAll(async () => {
    app = await buildApp(TEST_SETTINGS, { database: getDatabase(), sms: outbox });
  });
  afterAll(() => app.close());
  useSeedBeforeEach(getDatabase);

  const post = (path: string, d: unknown, token?: string) =>
    postChat(app, path, d, { token, ip: '203.0.113.7' });

  async function visitor() {
    const answer = await post(CHAT_PATHS.authenticate, { center_code: 'CT0000' });
    const token = answer.data.token as string;
    return { token, who: await visitorOfToken(getDatabase().db, tokens, token) };
  }

  const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? '';
  const verify = (token: string, code: string, name = NAME) =>
    post(
      CHAT_PATHS.certificationVerify,
      { name, cell_phone_number: PHONE, certification_number: code },
      token,
    );

  it('sends a six-digit code by SMS and marks the visitor verified with it', async () => {
    const { token, who } = await visitor();
    const sent = await post(
      CHAT_PATHS.certificationSend,
      { name: NAME, cell_phone_number: PHONE },
      token,
    );
    expect(sent).toMatchObject({ status: 200, code: 'OK', data: { expires_in_seconds: 180 } });
    const code = codeIn(outbox.latest(PHONE)!.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(await verify(token, code)).toMatchObject({ status: 200, code: 'OK' });
    const [row] = await getDatabase()
      .db.select()
      .from(chatVisitors)
      .where(eq(chatVisitors.visitorId, who.visitor.visitorId));
    expect(row).toMatchObject({ verifiedPhone: PHONE, verifiedName: NAME });
    // A used code does not verify twice.
    expect(await verify(token, code)).toMatchObject({ code: 'CE000300010' });
  });

  it('answers CE000300007 for a wrong code, and CE000300010 after five wrong tries', async () => {
    const { token } = await visitor();
    await post(CHAT_PATHS.certificationSend, { name: NAME, cell_phone_number: PHONE }, token);
    const right = codeIn(outbox.latest(PHONE)!.text);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < CERTIFICATION_MAX_WRONG_TRIES; i += 1) {
      expect(await verify(token, wrong)).toMatchObject({ status: 400, code: 'CE000300007' });
    }
    // Even the right code is refused now: a new one must be requested.
    expect(await verify(token, right)).toMatchObject({ status: 400, code: 'CE000300010' });
  });

  // Real races need a pool of connections: on Postgres these two tests fail on a read-then-write
  // count; PGlite runs one statement at a time and passes either way.
  it('holds the five-try limit exactly under 50 wrong codes sent at once', async () => {
    const { token } = await visitor();
    await post(CHAT_PATHS.certificationSend, { name: NAME, cell_phone_number: PHONE }, token);
    const right = codeIn(outbox.latest(PHONE)!.text);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(token, wrong)));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 'CE000300007')).toHaveLength(
      CERTIFICATION_MAX_WRONG_TRIES,
    );
    expect(codes.filter((code) => code === 'CE000300010')).toHaveLength(
      50 - CERTIFICATION_MAX_WRONG_TRIES,
    );
    expect(await verify(token, right)).toMatchObject({ code: 'CE000300010' });
  });

  it('sends one code for 20 sends at once, and holds the hourly limits across numbers', async () => {
    const { token } = await visitor();
    const before = outbox.messages.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(CHAT_PATHS.certificationSend, { name: NAME, cell_phone_number: PHONE }, token),
      ),
    );
    expect(answers.filter((answer) => answer.code === 'OK')).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 'CE000300009')).toHaveLength(19);
    expect(outbox.messages.length).toBe(before + 1);

    // More visitors than the limit from one address, each for their own number: it holds exactly.
    const db = getDatabase().db;
    const now = new Date();
    const sends = await Promise.allSettled(
      Array.from({ length: CERTIFICATION_SENDS_PER_ADDRESS + 10 }, async (_, i) => {
        const { who } = await visitor();
        return sendCertificationCode(db, outbox, who, {
          name: NAME,
          phone: `0109999${String(i).padStart(4, '0')}`,
          clientAddress: '192.0.2.50',
          now,
        });
      }),
    );
    expect(sends.filter((send) => send.status === 'fulfilled')).toHaveLength(
      CERTIFICATION_SENDS_PER_ADDRESS,
    );
  });

  it('answers CE000300010 without a sent code, or for another name', async () => {
    const { token } = await visitor();
    expect(await verify(token, '123456')).toMatchObject({ code: 'CE000300010' });
    await post(CHAT_PATHS.certificationSend, { name: NAME, cell_phone_number: PHONE }, token);
    const code = codeIn(outbox.latest(PHONE)!.text);
    expect(await verify(token, code, '김철수')).toMatchObject({ code: 'CE000300010' });
  });

  it('refuses a second code within 30 s (CE000300009), sending nothing', async () => {
    const { token } = await visitor();
    await post(CHAT_PATHS.certificationSend, { name: NAME, cell_phone_number: PHONE }, token);
    const before = outbox.messages.length;
    expect(
      await post(CHAT_PATHS.certificationSend, { name: NAME, cell_phone_number: PHONE }, token),
    ).toMatchObject({ status: 429, code: 'CE000300009' });
    expect(outbox.messages.length).toBe(before);
  });

  it('refuses a bad name or number with CE000200001', async () => {
    const { token } = await visitor();
    expect(
      await post(CHAT_PATHS.certificationSend, { name: 'Hong', cell_phone_number: PHONE }, token),
    ).toMatchObject({ status: 400, code: 'CE000200001' });
    expect(
      await post(
        CHAT_PATHS.certificationSend,
        { name: NAME, cell_phone_number: '0212345678' },
        token,
      ),
    ).toMatchObject({ status: 400, code: 'CE000200001' });
  });

  it('lets a code expire after 180 s (CE000300008), and allows a resend after 30 s', async () => {
    const { who } = await visitor();
    const db = getDatabase().db;
    const start = new Date('2026-11-23T09:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    await sendCertificationCode(db, outbox, who, {
      name: NAME,
      phone: PHONE,
      clientAddress: 'a',
      now: start,
    });
    const code = codeIn(outbox.latest(PHONE)!.text);
    await expect(
      verifyCertificationCode(db, who, {
        name: NAME,
        phone: PHONE,
        code,
        now: at(CERTIFICATION_TTL_SECONDS),
      }),
    ).rejects.toMatchObject({ code: 'CE000300008' });
    await expect(
      sendCertificationCode(db, outbox, who, {
        name: NAME,
        phone: PHONE,
        clientAddress: 'a',
        now: at(29),
      }),
    ).rejects.toBeInstanceOf(ChatError);
    await sendCertificationCode(db, outbox, who, {
      name: NAME,
      phone: PHONE,
      clientAddress: 'a',
      now: at(30),
    });
    const fresh = codeIn(outbox.latest(PHONE)!.text);
    await expect(
      verifyCertificationCode(db, who, { name: NAME, phone: PHONE, code: fresh, now: at(60) }),
    ).resolves.toEqual({});
  });

  it('limits the codes per phone number within the hour, whoever asks', async () => {
    const db = getDatabase().db;
    const start = new Date('2026-11-23T09:00:00Z');
    for (let i = 0; i < CERTIFICATION_SENDS_PER_PHONE; i += 1) {
      const { who } = await visitor();
      await sendCertificationCode(db, outbox, who, {
        name: NAME,
        phone: PHONE,
        clientAddress: `198.51.100.${i}`,
        now: new Date(start.getTime() + i * 60_000),
      });
    }
    const { who } = await visitor();
    await expect(
      sendCertificationCode(db, outbox, who, {
        name: NAME,
        phone: PHONE,
        clientAddress: '198.51.100.99',
        now: new Date(start.getTime() + 10 * 60_000),
      }),
    ).rejects.toMatchObject({ code: 'CE000300009' });
  });
});
