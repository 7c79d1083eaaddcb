// What an attacker or a broken client sends on the realtime socket (fast-check arbitraries):
// text that is not JSON, JSON of the wrong shape, numbers beyond every column, hostile values
// (hostile-values.ts) in each field of each client frame (spec/chat-widget.md §4 Client to
// server), frames past the size limit, and binary frames.
import fc from 'fast-check';

import { SOCKET_LIMITS } from '../chat/socket-protocol';
import { bodyText, HOSTILE_JSON } from './hostile-values';

/** One frame as sent: text, or bytes sent as a binary frame. Printed by its name. */
export class HostileFrame {
  constructor(
    readonly name: string,
    readonly payload: string | Uint8Array,
  ) {}

  get binary(): boolean {
    return typeof this.payload !== 'string';
  }

  [fc.toStringMethod]() {
    return this.name;
  }
}

/** The client's frames (spec §4), each with its well-formed data. */
const CLIENT_FRAMES: ReadonlyArray<{ event: string; data: Record<string, unknown> }> = [
  { event: 'heartbeat', data: {} },
  { event: 'inquiry.watching', data: { chat_inquiry_number: 1 } },
  { event: 'inquiry.joined', data: { chat_inquiry_number: 1 } },
  { event: 'inquiry.left', data: { chat_inquiry_number: 1 } },
  { event: 'history.entered', data: { chat_inquiry_numbers: [1, 2] } },
  { event: 'history.exited', data: { chat_inquiry_numbers: [1, 2] } },
];

const text = (name: string, payload: string) => new HostileFrame(name, payload);

/** A client frame with one part (the event, its data, or a field of it) replaced by `value`. */
const replaced = fc
  .record({
    frame: fc.constantFrom(...CLIENT_FRAMES),
    part: fc.constantFrom('event', 'data', 'field', 'extra'),
    value: fc.oneof(...Object.values(HOSTILE_JSON)),
  })
  .map(({ frame, part, value }) => {
    const [field] = Object.keys(frame.data);
    const body =
      part === 'event'
        ? { event: value, data: frame.data }
        : part === 'data'
          ? { event: frame.event, data: value }
          : part === 'field' && field
            ? { event: frame.event, data: { ...frame.data, [field]: value } }
            : { ...frame, unexpected: value };
    return text(
      `${frame.event} with ${part} = ${fc.stringify(value).slice(0, 80)}`,
      bodyText(body),
    );
  });

export const HOSTILE_FRAMES: Record<string, fc.Arbitrary<HostileFrame>> = {
  notJson: fc.oneof(
    fc
      .constantFrom(
        '',
        ' ',
        'not json',
        '{',
        '{"event":',
        '{"event":"heartbeat"',
        'undefined',
        '1e400',
      )
      .map((raw) => text(JSON.stringify(raw), raw)),
    fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => text(JSON.stringify(raw), raw)),
  ),
  wrongShape: fc
    .constantFrom(
      'null',
      '[]',
      '"heartbeat"',
      '42',
      '{}',
      '{"event":"heartbeat","data":null}',
      '{"event":"heartbeat","data":[]}',
      '{"event":"unknown.event","data":{}}',
      '{"event":["inquiry.watching"],"data":{"chat_inquiry_number":1}}',
      '{"event":"inquiry.watching"}',
      '{"event":"inquiry.watching","data":{"chat_inquiry_number":"1"}}',
      '{"event":"history.entered","data":{"chat_inquiry_numbers":1}}',
      '{"event":"__proto__","data":{"__proto__":{"polluted":true}}}',
    )
    .map((raw) => text(raw, raw)),
  hugeNumbers: fc
    .record({
      event: fc.constantFrom('inquiry.watching', 'inquiry.joined', 'inquiry.left'),
      number: fc.constantFrom('0', '-1', '1.5', '2147483648', '9007199254740993', '1e308', '1e400'),
    })
    .map(({ event, number }) => {
      const raw = `{"event":"${event}","data":{"chat_inquiry_number":${number}}}`;
      return text(raw, raw);
    }),
  manyNumbers: fc.constantFrom(101, 10_000).map((count) => {
    const numbers = Array.from({ length: count }, (_, index) => index + 1);
    const raw = JSON.stringify({
      event: 'history.entered',
      data: { chat_inquiry_numbers: numbers },
    });
    return text(`history.entered with ${count} numbers`, raw);
  }),
  hostileValues: replaced,
  oversize: fc.constantFrom(1, 1_000, 1024 * 1024).map((over) => {
    const shell = JSON.stringify({ event: 'heartbeat', data: { pad: '' } }).length;
    const pad = 'x'.repeat(SOCKET_LIMITS.maxFrameBytes + over - shell);
    return text(
      `a heartbeat ${over} bytes over the limit`,
      JSON.stringify({ event: 'heartbeat', data: { pad } }),
    );
  }),
  binary: fc.oneof(
    fc
      .uint8Array({ maxLength: 200 })
      .map((bytes) => new HostileFrame(`${bytes.length} random bytes`, bytes)),
    fc
      .constantFrom(...CLIENT_FRAMES)
      .map(
        (frame) =>
          new HostileFrame(
            `${frame.event} as a binary frame`,
            new TextEncoder().encode(JSON.stringify(frame)),
          ),
      ),
  ),
};
