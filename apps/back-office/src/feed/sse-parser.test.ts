import { describe, expect, it } from 'vitest';

import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('reads named events with one-line JSON data, skipping keep-alive comments', () => {
    const parser = createSseParser();
    const events = parser.push(
      ': keep-alive\n\nevent: feed.ready\ndata: {"watched":[]}\n\nevent: inquiry.changed\ndata: {"chat_inquiry_number":3}\n\n',
    );
    expect(events).toEqual([
      { event: 'feed.ready', data: '{"watched":[]}' },
      { event: 'inquiry.changed', data: '{"chat_inquiry_number":3}' },
    ]);
  });

  it('holds an event split across chunks (even inside a line, and CRLF lines) until its blank line', () => {
    const parser = createSseParser();
    expect(parser.push('event: message.cr')).toEqual([]);
    expect(parser.push('eated\r\ndata: {"message":')).toEqual([]);
    expect(parser.push('{"message_number":9}}\r\n')).toEqual([]);
    expect(parser.push('\r\n')).toEqual([
      { event: 'message.created', data: '{"message":{"message_number":9}}' },
    ]);
  });

  it('joins several data lines, and names an unnamed event "message"', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\ndata:b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
