// The visitor's chat calls through the real routes (spec/chat-widget.md §7, §8), on PGlite and,
// where TEST_DATABASE_URL is set, on Postgres.
import {
  AGE_CONSENT,
  CHAT_PATHS,
  INQUIRY_PROGRESS,
  INQUIRY_STATES,
  NAVIGATION_CODES,
  SENDER_TYPES,
} from '@lawfirm/api-client/chat';
import { describe, expect, it } from 'vitest';

import { createChatTokens } from '../chat/chat-token';
import { CHAT_CHANNEL_SEED } from '../seed/chat-seed';
import { socketUrlOf } from '../chat/socket-protocol';
import { newVisitorAddress, postChat, TEST_PAGE_URL } from '../test-support/chat-calls';
import { TEST_SETTINGS, useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';

const FIRM_CHANNEL = CHAT_CHANNEL_SEED[0]!.channelNumber!;

/** What a new inquiry holds: the greeting (1) and the workflow's first step (2). */
const OPENING_MESSAGES = 2;

/** `depth` arrays nested in one another. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describeOnEachDatabase('chat: visitor calls', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);
  const post = (path: string, d: unknown, token?: string, headers?: Record<string, string>) =>
    postChat(getApp(), path, d, { token, headers });

  /** A new visitor, from an address of its own (the file's visitors stay under its limits). */
  async function visitor(centerCode = 'CT0000') {
    const answer = await postChat(
      getApp(),
      CHAT_PATHS.authenticate,
      { center_code: centerCode },
      { ip: newVisitorAddress() },
    );
    expect(answer.code, JSON.stringify(answer)).toBe('OK');
    return answer.data as { token: string; channel_number: number };
  }

  /** A new inquiry of the visitor: its number. */
  async function openInquiry(token: string, channel_number: number, current_url = TEST_PAGE_URL) {
    const generated = await post(
      CHAT_PATHS.inquiryGeneration,
      { channel_number, current_url },
      token,
    );
    expect(generated.code, JSON.stringify(generated)).toBe('OK');
    return generated.data.chat_inquiry_number as number;
  }

  it('names the socket under the configured public URL, whatever Host the caller sends', async () => {
    const { token } = await visitor();
    const forged: Array<Record<string, string>> = [
      {},
      { host: 'attacker.example' },
      { 'x-forwarded-host': 'a.example' },
    ];
    for (const headers of forged) {
      const init = await post(CHAT_PATHS.realtimeInit, {}, token, headers);
      expect(init.code).toBe('OK');
      expect(init.data.connection_url).toBe(socketUrlOf(TEST_SETTINGS.PUBLIC_URL));
    }
  });

  /** A visitor with an open inquiry whose 14-or-older confirmation is given. */
  async function chatting() {
    const { token, channel_number } = await visitor();
    const inquiry = await openInquiry(token, channel_number, 'https://example.com/faq');
    await post(
      CHAT_PATHS.ageConsentUpdate,
      { chat_inquiry_number: inquiry, age_consent_state_code: AGE_CONSENT.agreed },
      token,
    );
    return { token, inquiry };
  }

  const send = (token: string, inquiry: number, html: string, extra: object = {}) =>
    post(
      CHAT_PATHS.messageSend,
      { chat_inquiry_number: inquiry, html_content: html, json_data: { text: html }, ...extra },
      token,
    );

  const list = (token: string, inquiry: number, extra: object = {}) =>
    post(CHAT_PATHS.messageList, { chat_inquiry_number: inquiry, ...extra }, token);

  describe('crtfica', () => {
    it("answers a token and the firm's channel for CT0000, and a centre's own channel", async () => {
      const firm = await visitor('CT0000');
      expect(firm.channel_number).toBe(FIRM_CHANNEL);
      expect(firm.token.split('.')).toHaveLength(3);
      const centre = CHAT_CHANNEL_SEED.find((channel) => channel.centerCode === 'CT0023')!;
      expect((await visitor('CT0023')).channel_number).toBe(centre.channelNumber);
    });

    it.each([
      ['no centre code', {}],
      ['a centre code of another shape', { center_code: 'hello' }],
      ['an unknown field', { center_code: 'CT0000', extra: true }],
    ])('answers CE000200001 with the issue for %s', async (_case, d) => {
      const answer = await post(CHAT_PATHS.authenticate, d);
      expect(answer).toMatchObject({ status: 400, code: 'CE000200001', type: 'FAIL', data: null });
      expect(answer.issues?.length).toBeGreaterThan(0);
    });

    it('answers E000700002 (channel does not exist) for a well-formed code without a channel', async () => {
      const answer = await post(CHAT_PATHS.authenticate, { center_code: 'CT0999' });
      expect(answer).toMatchObject({ status: 404, code: 'E000700002' });
    });

    it('refuses another major version in header v', async () => {
      const answer = await post(CHAT_PATHS.authenticate, { center_code: 'CT0000' }, undefined, {
        v: '2.0.0',
      });
      expect(answer).toMatchObject({ status: 400, code: 'CE000200001' });
    });
  });

  describe('the token', () => {
    it('is needed by every other call: none, a tampered one and an expired one are refused', async () => {
      const { token, channel_number } = await visitor();
      const main = (value?: string) => post(CHAT_PATHS.inquiryMain, { channel_number }, value);
      expect(await main()).toMatchObject({ status: 401, code: 'CE000300002' });
      expect(await main(`${token}x`)).toMatchObject({ status: 401, code: 'CE000300002' });
      const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      const stale = await createChatTokens(TEST_SETTINGS.AUTH_SESSION_SECRET, twoDaysAgo).issue(
        'v',
      );
      // CE000300005 is the code the widget answers by authenticating again.
      expect(await main(stale.token)).toMatchObject({ status: 401, code: 'CE000300005' });
      expect(await main(token)).toMatchObject({ status: 200, code: 'OK' });
    });

    it('keeps one active device: authenticating again with the token keeps the visitor and retires the old token', async () => {
      const { token: first, inquiry } = await chatting();
      const again = await post(CHAT_PATHS.authenticate, { center_code: 'CT0000' }, first);
      const second = again.data.token as string;
      expect(second).not.toBe(first);
      // The same visitor: the inquiry is still theirs on the new device.
      expect((await list(second, inquiry)).code).toBe('OK');
      // The older device is signed out (its sockets get user.expired).
      expect(await list(first, inquiry)).toMatchObject({ status: 401, code: 'E000200003' });
    });

    it('starts a new visitor when the token belongs to another channel', async () => {
      const { token, inquiry } = await chatting();
      const centre = await post(CHAT_PATHS.authenticate, { center_code: 'CT0023' }, token);
      expect(await list(centre.data.token, inquiry)).toMatchObject({
        status: 403,
        code: 'E000600014',
      });
    });
  });

  describe('inquiries', () => {
    it('shows the channel, then the inquiry in progress once one is generated', async () => {
      const { token, channel_number } = await visitor();
      const before = await post(CHAT_PATHS.inquiryMain, { channel_number }, token);
      expect(before.data).toMatchObject({
        channel_number,
        progress_inquiry_number: null,
        channel_name: '법무법인 대륜 채팅 상담',
      });
      const inquiry = await openInquiry(token, channel_number);
      const after = await post(CHAT_PATHS.inquiryMain, { channel_number }, token);
      expect(after.data).toMatchObject({
        progress_inquiry_number: inquiry,
        chat_inquiry_state_code: INQUIRY_STATES.open,
        age_consent_state_code: AGE_CONSENT.disagreed,
      });
    });

    it('refuses the chat main of another channel', async () => {
      const { token } = await visitor();
      const other = CHAT_CHANNEL_SEED[1]!.channelNumber;
      expect(await post(CHAT_PATHS.inquiryMain, { channel_number: other }, token)).toMatchObject({
        status: 403,
        code: 'E000600014',
      });
    });

    it('opens with a greeting as message 1, state open, progress created, age not yet confirmed', async () => {
      const { token, channel_number } = await visitor();
      const inquiry = await openInquiry(token, channel_number, 'https://example.com/faq');
      const detail = await post(CHAT_PATHS.inquiryDetail, { chat_inquiry_number: inquiry }, token);
      expect(detail.data).toMatchObject({
        chat_inquiry_number: inquiry,
        chat_inquiry_state_code: INQUIRY_STATES.open,
        chat_inquiry_progress_code: INQUIRY_PROGRESS.created,
        age_consent_state_code: AGE_CONSENT.disagreed,
        current_url: 'https://example.com/faq',
      });
      const messages = (await list(token, inquiry)).data.messages;
      expect(messages).toHaveLength(OPENING_MESSAGES);
      expect(messages[0]).toMatchObject({ message_number: 1, sender_type: SENDER_TYPES.system });
      expect(messages[1]).toMatchObject({ message_number: 2, sender_type: SENDER_TYPES.bot });
    });

    it("never shows one visitor another visitor's inquiry, and changes nothing for them", async () => {
      const owner = await chatting();
      const stranger = await visitor();
      for (const [path, d] of [
        [CHAT_PATHS.inquiryDetail, { chat_inquiry_number: owner.inquiry }],
        [CHAT_PATHS.messageList, { chat_inquiry_number: owner.inquiry }],
        [
          CHAT_PATHS.messageSend,
          { chat_inquiry_number: owner.inquiry, html_content: '안녕', json_data: {} },
        ],
        [
          CHAT_PATHS.ageConsentUpdate,
          { chat_inquiry_number: owner.inquiry, age_consent_state_code: AGE_CONSENT.disagreed },
        ],
        [
          CHAT_PATHS.workflowProgress,
          {
            chat_inquiry_number: owner.inquiry,
            message_number: 2,
            work_flow_number: 1,
            object_number: 1,
          },
        ],
        [
          CHAT_PATHS.workflowRollback,
          {
            chat_inquiry_number: owner.inquiry,
            message_number: 2,
            work_flow_navigation_code: NAVIGATION_CODES.init,
          },
        ],
        [
          CHAT_PATHS.personalInfoUpdate,
          {
            chat_inquiry_number: owner.inquiry,
            message_number: 2,
            name: '홍길동',
            cell_phone_number: '01012345678',
          },
        ],
        [CHAT_PATHS.fileDownloadUrl, { chat_inquiry_number: owner.inquiry, file_number: 1 }],
      ] as const) {
        expect(await post(path, d, stranger.token)).toMatchObject({
          status: 403,
          code: 'E000600014',
        });
      }
      // A number that does not exist answers the same: existence is not revealed.
      expect(
        await post(CHAT_PATHS.inquiryDetail, { chat_inquiry_number: 999_999 }, stranger.token),
      ).toMatchObject({ status: 403, code: 'E000600014' });
      const own = await list(owner.token, owner.inquiry);
      expect(own.data.messages).toHaveLength(OPENING_MESSAGES);
    });
  });

  describe('messages', () => {
    it('refuses to send before the 14-or-older confirmation, storing nothing', async () => {
      const { token, channel_number } = await visitor();
      const inquiry = await openInquiry(token, channel_number);
      expect(await send(token, inquiry, '상담 부탁드립니다')).toMatchObject({
        status: 403,
        code: 'E001300008',
      });
      expect((await list(token, inquiry)).data.messages).toHaveLength(OPENING_MESSAGES);
    });

    it('stores the sanitized HTML, its text, the json data, and numbers messages in order', async () => {
      const { token, inquiry } = await chatting();
      const first = await send(token, inquiry, '<p>이혼 <b>상담</b></p><script>alert(1)</script>');
      expect(first.data.message).toMatchObject({
        message_number: OPENING_MESSAGES + 1,
        sender_type: SENDER_TYPES.customer,
        plain_text: '이혼 상담',
        rich_text: { html_content: '<p>이혼 <b>상담</b></p>' },
      });
      expect(first.data.message.rich_text.structured_data).toEqual({
        text: '<p>이혼 <b>상담</b></p><script>alert(1)</script>',
      });
      const second = await send(
        token,
        inquiry,
        '<a href="javascript:alert(1)" onclick="x()">링크</a>',
      );
      expect(second.data.message.message_number).toBe(OPENING_MESSAGES + 2);
      expect(second.data.message.rich_text.html_content).toBe('<a>링크</a>');
    });

    it('answers E001300007 for a message with no text once sanitized, storing nothing', async () => {
      const { token, inquiry } = await chatting();
      expect(await send(token, inquiry, '<script>alert(1)</script>')).toMatchObject({
        status: 400,
        code: 'E001300007',
      });
      expect((await list(token, inquiry)).data.messages).toHaveLength(OPENING_MESSAGES);
    });

    it('stores a resent message once: the same client_message_id answers the first message', async () => {
      const { token, inquiry } = await chatting();
      const id = { client_message_id: 'c1b7e1f0-resend' };
      const first = await send(token, inquiry, '첫 메시지', id);
      const resent = await send(token, inquiry, '첫 메시지', id);
      expect(resent.data.message.message_number).toBe(first.data.message.message_number);
      const [a, b] = await Promise.all([
        send(token, inquiry, '동시에', { client_message_id: 'race' }),
        send(token, inquiry, '동시에', { client_message_id: 'race' }),
      ]);
      expect(a.data.message.message_number).toBe(b.data.message.message_number);
      const numbers = (await list(token, inquiry)).data.messages.map(
        (message: { message_number: number }) => message.message_number,
      );
      expect(numbers).toEqual([1, 2, 3, 4]);
    });

    it('pages backwards by standard_timestamp and forwards by after_message_number', async () => {
      const { token, inquiry } = await chatting();
      for (const text of ['하나', '둘', '셋', '넷']) await send(token, inquiry, text);
      // Sent within the same millisecond or not, no two messages share a paging key.
      const all = (await list(token, inquiry)).data.messages as Array<{ timestamp: number }>;
      const stamps = all.map((message) => message.timestamp);
      expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
      expect(new Set(stamps).size).toBe(stamps.length);
      const newest = await list(token, inquiry, { size: 2 });
      expect(newest.data.messages.map((m: { plain_text: string }) => m.plain_text)).toEqual([
        '셋',
        '넷',
      ]);
      expect(newest.data.next_page_yn).toBe('Y');
      const older = await list(token, inquiry, {
        size: 10,
        standard_timestamp: newest.data.messages[0].timestamp,
      });
      expect(older.data.messages.map((m: { message_number: number }) => m.message_number)).toEqual([
        1, 2, 3, 4,
      ]);
      expect(older.data.next_page_yn).toBe('N');
      const missed = await list(token, inquiry, { after_message_number: 4 });
      expect(missed.data.messages.map((m: { message_number: number }) => m.message_number)).toEqual(
        [5, 6],
      );
    });

    it.each([
      [CHAT_PATHS.messageSend, { html_content: '안녕', json_data: {} }, 'chat_inquiry_number'],
      [CHAT_PATHS.messageSend, { chat_inquiry_number: 1, json_data: {} }, 'html_content'],
      [CHAT_PATHS.messageSend, { chat_inquiry_number: 1, html_content: '안녕' }, 'json_data'],
      [
        CHAT_PATHS.workflowProgress,
        { chat_inquiry_number: 1, message_number: 2, work_flow_number: 1 },
        'object_number',
      ],
      [
        CHAT_PATHS.workflowRollback,
        { chat_inquiry_number: 1, message_number: 2, work_flow_navigation_code: 'back' },
        'work_flow_navigation_code',
      ],
      [
        CHAT_PATHS.personalInfoUpdate,
        { chat_inquiry_number: 1, message_number: 2, name: '홍길동', cell_phone_number: '0101234' },
        'cell_phone_number',
      ],
      [CHAT_PATHS.fileDownloadUrl, { chat_inquiry_number: 1, file_number: 0 }, 'file_number'],
      [CHAT_PATHS.alarmParticipation, { token: '' }, 'token'],
      [CHAT_PATHS.messageList, { chat_inquiry_number: 1, size: 0 }, 'size'],
      [CHAT_PATHS.inquiryGeneration, { channel_number: 1 }, 'current_url'],
      [
        CHAT_PATHS.inquiryGeneration,
        { channel_number: 1, current_url: 'https://example.com/\u0000' },
        'current_url',
      ],
      [
        CHAT_PATHS.inquiryGeneration,
        { channel_number: 1, current_url: 'javascript:alert(1)' },
        'current_url',
      ],
      [
        CHAT_PATHS.messageSend,
        { chat_inquiry_number: 1, html_content: '안녕\u0000', json_data: {} },
        'html_content',
      ],
      [
        CHAT_PATHS.messageSend,
        { chat_inquiry_number: 1, html_content: '안녕', json_data: { a: '\u0000' } },
        'json_data',
      ],
      [
        CHAT_PATHS.messageSend,
        { chat_inquiry_number: 1, html_content: '안녕', json_data: nested(2000) },
        'json_data',
      ],
      [
        CHAT_PATHS.messageSend,
        { chat_inquiry_number: 1, html_content: '안녕', json_data: {}, client_message_id: 'a b' },
        'client_message_id',
      ],
      [
        CHAT_PATHS.messageList,
        { chat_inquiry_number: 1, standard_timestamp: 9e15 },
        'standard_timestamp',
      ],
      [
        CHAT_PATHS.messageList,
        { chat_inquiry_number: 1, after_message_number: 1, changed_after_timestamp: 9e15 },
        'changed_after_timestamp',
      ],
      [
        CHAT_PATHS.messageList,
        { chat_inquiry_number: 1, after_message_number: 2 ** 53 },
        'after_message_number',
      ],
      [
        CHAT_PATHS.ageConsentUpdate,
        { chat_inquiry_number: 1, age_consent_state_code: 'Y' },
        'age_consent_state_code',
      ],
    ])('%s answers CE000200001 naming the field for a bad d', async (path, d, field) => {
      const { token } = await visitor();
      const answer = await post(path, d, token);
      expect(answer).toMatchObject({ status: 400, code: 'CE000200001' });
      expect(answer.issues?.map((issue) => issue.path)).toContain(`d.${field}`);
    });
  });
});
