// Text stays text (DESIGN.md §7): a page URL, a client message id and a message whose entities
// decode to a script are kept as sent and handed out only as data. The operator API and the
// visitor's calls answer them as JSON that no browser runs or sniffs, with <, > and & escaped,
// so the raw answer holds no markup even where it is pasted into a page.
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import { OPERATOR_PATHS } from '@lawfirm/api-client/operator';
import { fillPath } from '@lawfirm/api-client';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { DEMO_OPERATOR_PASSWORD } from './seed/operator-seed';
import { openInquiry, postChat } from './test-support/chat-calls';
import { useSeededApp } from './test-support/seeded-app';
import { describeOnEachDatabase } from './test-support/test-databases';

const PAGE_URL = 'https://client.example/page?q=<script>alert(1)</script>&x="\'>';
const CLIENT_MESSAGE_ID = 'msg_0001-a';
const TYPED = '&lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror=alert(1)> 상담 요청';

/** The answer is inert data: JSON, not sniffable, not runnable, with no markup in its bytes. */
function expectInertData(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(response.body).not.toMatch(/[<>]/);
}

describeOnEachDatabase('text stays text', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);

  describe('a visitor’s page URL, message id and message', () => {
    it('reach the operator API and the visitor as data, verbatim where stored verbatim', async () => {
      const app = getApp();
      const { token, inquiry } = await openInquiry(app, { currentUrl: PAGE_URL });
      const sent = await postChat(
        app,
        CHAT_PATHS.messageSend,
        {
          chat_inquiry_number: inquiry,
          html_content: TYPED,
          json_data: { note: '</script>' },
          client_message_id: CLIENT_MESSAGE_ID,
        },
        { token },
      );
      expect(sent.code).toBe('OK');

      const signIn = await app.inject({
        method: 'POST',
        url: OPERATOR_PATHS.signIn,
        payload: { login_id: 'counsel1', password: DEMO_OPERATOR_PASSWORD },
      });
      const authorization = `Bearer ${signIn.json().data.token as string}`;

      const detail = await app.inject({
        url: fillPath(OPERATOR_PATHS.inquiry, { chat_inquiry_number: inquiry }),
        headers: { authorization },
      });
      expectInertData(detail);
      expect(detail.json().data.inquiry.current_url).toBe(PAGE_URL);

      const messages = await app.inject({
        url: fillPath(OPERATOR_PATHS.messages, { chat_inquiry_number: inquiry }),
        headers: { authorization },
      });
      expectInertData(messages);
      const message = (
        messages.json().data.messages as Array<{
          client_message_id: string | null;
          rich_text: { html_content: string } | null;
          plain_text: string;
        }>
      ).find((candidate) => candidate.client_message_id === CLIENT_MESSAGE_ID);
      // plain_text is the text the visitor sees, entities decoded: data, for textContent only.
      expect(message?.plain_text).toContain('<script>alert(1)</script>');
      // The stored HTML is sanitized: no script element and no handler survive.
      expect(message?.rich_text?.html_content).toContain('&lt;script&gt;');
      expect(message?.rich_text?.html_content).not.toMatch(/<script|onerror/i);

      const visitorList = await app.inject({
        method: 'POST',
        url: CHAT_PATHS.messageList,
        headers: { a: token, v: '1.0.0' },
        payload: { d: { chat_inquiry_number: inquiry } },
      });
      expectInertData(visitorList);
      expect(visitorList.body).toContain('\\u003cscript\\u003e');
    });
  });

  it('answers refusals and site calls as inert data too', async () => {
    const app = getApp();
    expectInertData(await app.inject({ url: '/api/faq/list?keyword=%3Cscript%3E' }));
    expectInertData(await app.inject({ url: '/api/center/list' }));
    expectInertData(await app.inject({ url: '/api/no-such-call' }));
  });
});
