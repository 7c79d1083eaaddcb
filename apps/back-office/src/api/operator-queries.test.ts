import type { ChatMessage } from '@lawfirm/api-client/chat-core';
import { describe, expect, it } from 'vitest';

import { pathOf } from './operator-call';
import { mergeMessages, textToHtml } from './operator-queries';

describe('replies and messages', () => {
  it('writes a typed reply as escaped HTML with line breaks', () => {
    expect(textToHtml('  <b>안녕</b> & "hi"\n둘째 줄 ')).toBe(
      '&lt;b&gt;안녕&lt;/b&gt; &amp; &quot;hi&quot;<br>둘째 줄',
    );
  });

  it('keeps each message once, in number order, the newer copy winning', () => {
    const message = (n: number, text = `m${n}`) =>
      ({ message_number: n, plain_text: text }) as ChatMessage;
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3, 'edited')]);
    expect(merged.map((m) => [m.message_number, m.plain_text])).toEqual([
      [1, 'm1'],
      [2, 'm2'],
      [3, 'edited'],
    ]);
  });

  it('fills the path parameters, and refuses a missing one', () => {
    expect(
      pathOf('/chatops/inquiries/:chat_inquiry_number/assign', { chat_inquiry_number: 12 }),
    ).toBe('/chatops/inquiries/12/assign');
    expect(() => pathOf('/chatops/inquiries/:chat_inquiry_number')).toThrow(/chat_inquiry_number/);
  });
});
