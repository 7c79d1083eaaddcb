// The history calls (spec/chat-widget.md §4 Panel views, §7): only after phone verification, the
// same person's inquiries from any device, joining before viewing, unread counts.
import {
  CHAT_PATHS,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  SENDER_TYPES,
  TEMPLATE_TYPES,
} from '@lawfirm/api-client/chat';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { buildApp } from '../app';
import { openInquiry, postChat } from '../test-support/chat-calls';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { useSeedBeforeEach } from '../test-support/seed-restore';
import { chatVisitors } from '../db/schema';
import { CHAT_VERIFICATION_TTL_SECONDS } from './chat-constants';
import { appendMessage } from './inquiry-store';
import { createDevelopmentOutbox } from './sms';

const NAME = '김보람';

describeOnEachDatabase('chat: history', (getDatabase) => {
  let app: FastifyInstance;
  const outbox = createDevelopmentOutbox();
  let phoneSerial = 0;

  beforeAll(async () => {
    app = await buildApp(TEST_SETTINGS, { database: getDatabase(), sms: outbox });
  });
  afterAll(() => app.close());
  useSeedBeforeEach(getDatabase);

  const post = (path: string, d: unknown, token?: string) => postChat(app, path, d, { token });

  /** A new device: a visitor with one open inquiry holding a message. */
  async function device() {
    const { token, inquiry } = await openInquiry(app);
    await post(
      CHAT_PATHS.messageSend,
      { chat_inquiry_number: inquiry, html_content: `문의 ${inquiry}`, json_data: {} },
      token,
    );
    return { token, inquiry };
  }

  async function verifyPhone(token: string, phone: string) {
    await post(CHAT_PATHS.certificationSend, { name: NAME, cell_phone_number: phone }, token);
    const code = /(\d{6})/.exec(outbox.latest(phone)!.text)![1];
    const verified = await post(
      CHAT_PATHS.certificationVerify,
      { name: NAME, cell_phone_number: phone, certification_number: code },
      token,
    );
    expect(verified.code).toBe('OK');
  }

  const nextPhone = () => `0109000${String((phoneSerial += 1)).padStart(4, '0')}`;

  it('is refused before phone verification (E000600013)', async () => {
    const { token, inquiry } = await device();
    expect(await post(CHAT_PATHS.historyList, {}, token)).toMatchObject({
      status: 403,
      code: 'E000600013',
    });
    expect(
      await post(CHAT_PATHS.historyParticipation, { chat_inquiry_number: inquiry }, token),
    ).toMatchObject({ status: 403, code: 'E000600013' });
  });

  it("lists the same person's inquiries from every device, newest first, with their last message", async () => {
    const phone = nextPhone();
    const first = await device();
    await verifyPhone(first.token, phone);
    const second = await device();
    await verifyPhone(second.token, phone);
    const list = await post(CHAT_PATHS.historyList, {}, second.token);
    expect(list.code).toBe('OK');
    expect(list.data.chat_inquiry_list).toMatchObject([
      {
        chat_inquiry_number: second.inquiry,
        customer_name: NAME,
        recent_message_content: `문의 ${second.inquiry}`,
      },
      { chat_inquiry_number: first.inquiry, recent_message_content: `문의 ${first.inquiry}` },
    ]);
    // Someone else, verified with another number, sees none of them.
    const stranger = await device();
    await verifyPhone(stranger.token, nextPhone());
    const theirs = await post(CHAT_PATHS.historyList, {}, stranger.token);
    expect(
      theirs.data.chat_inquiry_list.map(
        (item: { chat_inquiry_number: number }) => item.chat_inquiry_number,
      ),
    ).toEqual([stranger.inquiry]);
  });

  it('joins an inquiry from another device before viewing it, and refuses one not in the history', async () => {
    const phone = nextPhone();
    const first = await device();
    await verifyPhone(first.token, phone);
    const second = await device();
    await verifyPhone(second.token, phone);
    expect(
      await post(CHAT_PATHS.messageList, { chat_inquiry_number: first.inquiry }, second.token),
    ).toMatchObject({ code: 'E000600014' });
    expect(
      await post(
        CHAT_PATHS.historyParticipation,
        { chat_inquiry_number: first.inquiry },
        second.token,
      ),
    ).toMatchObject({ status: 200, code: 'OK', data: { chat_inquiry_number: first.inquiry } });
    expect(
      (await post(CHAT_PATHS.messageList, { chat_inquiry_number: first.inquiry }, second.token))
        .code,
    ).toBe('OK');

    const stranger = await device();
    await verifyPhone(stranger.token, nextPhone());
    expect(
      await post(
        CHAT_PATHS.historyParticipation,
        { chat_inquiry_number: first.inquiry },
        stranger.token,
      ),
    ).toMatchObject({ status: 403, code: 'E000600014' });
  });

  /** crtfica with `token` (a reload of the widget, spec §4 Start-up flow 2): the new token. */
  async function reauthenticate(token?: string) {
    const answer = await post(CHAT_PATHS.authenticate, { center_code: 'CT0000' }, token);
    expect(answer.code).toBe('OK');
    return answer.data as { token: string; certification_yn: 'Y' | 'N' };
  }

  it('keeps the verification with the visitor across its tokens: a reload needs no new code', async () => {
    const phone = nextPhone();
    const { token, inquiry } = await device();
    expect((await reauthenticate(token)).certification_yn).toBe('N');
    const current = (await reauthenticate(token)).token;
    await verifyPhone(current, phone);
    let latest = current;
    // Reload after reload: each token is new, the visitor and its verification the same.
    for (let reload = 0; reload < 3; reload += 1) {
      const again = await reauthenticate(latest);
      expect(again.certification_yn).toBe('Y');
      latest = again.token;
      const list = await post(CHAT_PATHS.historyList, {}, latest);
      expect(list.code).toBe('OK');
      expect(list.data.chat_inquiry_list).toMatchObject([{ chat_inquiry_number: inquiry }]);
    }
    expect(outbox.messages.filter((sms) => sms.to === phone)).toHaveLength(1);
    // Without a token (another browser, or a lapsed token) a new visitor begins, unverified.
    const stranger = await reauthenticate();
    expect(stranger.certification_yn).toBe('N');
    expect(await post(CHAT_PATHS.historyList, {}, stranger.token)).toMatchObject({
      code: 'E000600013',
    });
  });

  it('lets the verification lapse a week after the code (CHAT_VERIFICATION_TTL_SECONDS)', async () => {
    const phone = nextPhone();
    const { token } = await device();
    await verifyPhone(token, phone);
    const stale = new Date(Date.now() - CHAT_VERIFICATION_TTL_SECONDS * 1000 - 1000);
    await getDatabase()
      .db.update(chatVisitors)
      .set({ verifiedAt: stale })
      .where(eq(chatVisitors.verifiedPhone, phone));
    const again = await reauthenticate(token);
    expect(again.certification_yn).toBe('N');
    expect(await post(CHAT_PATHS.historyList, {}, again.token)).toMatchObject({
      status: 403,
      code: 'E000600013',
    });
  });

  it("counts the operator's messages the visitor has not listed yet as unread", async () => {
    const { token, inquiry } = await device();
    await verifyPhone(token, nextPhone());
    await post(CHAT_PATHS.messageList, { chat_inquiry_number: inquiry }, token);
    for (const text of ['안녕하세요', '담당 변호사입니다']) {
      await appendMessage(getDatabase().db, inquiry, {
        senderType: SENDER_TYPES.operator,
        messageType: MESSAGE_TYPES.text,
        messageStatus: MESSAGE_STATUSES.created,
        userKey: 'operator-1',
        templateType: TEMPLATE_TYPES.system,
        plainText: text,
      });
    }
    const before = await post(CHAT_PATHS.historyList, {}, token);
    expect(before.data.chat_inquiry_list[0]).toMatchObject({
      unread_message_count: 2,
      recent_message_content: '담당 변호사입니다',
    });
    await post(CHAT_PATHS.messageList, { chat_inquiry_number: inquiry }, token);
    const after = await post(CHAT_PATHS.historyList, {}, token);
    expect(after.data.chat_inquiry_list[0].unread_message_count).toBe(0);
  });
});
