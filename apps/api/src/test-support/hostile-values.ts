// What an attacker or a broken client sends (fast-check arbitraries): text the database cannot
// keep (U+0000, lone surrogates), numbers beyond every column, nesting deeper than any stack,
// megabyte strings, the wrong types, and raw URL text that does not even decode.
import fc from 'fast-check';

/** JSON text of `depth` arrays and objects nested in one another (JSON.stringify would overflow). */
export function nestedJsonText(depth: number): string {
  const opening: string[] = [];
  const closing: string[] = [];
  for (let level = 0; level < depth; level += 1) {
    opening.push(level % 2 ? '[' : '{"a":');
    closing.push(level % 2 ? ']' : '}');
  }
  return `${opening.join('')}0${closing.reverse().join('')}`;
}

/**
 * A body value too big to print or to stringify (deep nesting, megabytes of text): fast-check
 * prints a failing case by its name, and the request writes its JSON text as given.
 */
export class BigValue {
  constructor(
    readonly name: string,
    readonly jsonText: () => string,
  ) {}

  [fc.toStringMethod]() {
    return this.name;
  }
}

/** JSON text of a body that may hold BigValues. */
export function bodyText(body: unknown): string {
  const big: BigValue[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof BigValue)) return value;
    big.push(value);
    return `__big_value_${big.length - 1}__`;
  });
  return text.replace(/"__big_value_(\d+)__"/g, (_whole, index: string) =>
    big[Number(index)]!.jsonText(),
  );
}

const unstorableText = fc.constantFrom(
  '\u0000',
  '상담\u0000요청',
  '\uD800',
  '끝\uDBFF',
  '\uDC00앞',
  '\uDE00\uD83D',
);

const markupText = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '&lt;script&gt;',
  'javascript:alert(1)',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
);

const longText = fc.oneof(
  fc.constantFrom('x'.repeat(300), '가'.repeat(10_001)),
  fc
    .constantFrom(200_000, 1_100_000)
    .map((length) => new BigValue(`'x'.repeat(${length})`, () => `"${'x'.repeat(length)}"`)),
);

const extremeNumber = fc.constantFrom(
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  9e15,
  1e308,
  -1e308,
);

/** What a hostile body may hold at one place, by kind. */
export const HOSTILE_JSON: Record<string, fc.Arbitrary<unknown>> = {
  unstorableText,
  markupText,
  longText,
  extremeNumber,
  wrongType: fc.constantFrom(null, true, false, '', ' ', [], {}),
  deepNesting: fc
    .integer({ min: 100, max: 5000 })
    .map((depth) => new BigValue(`nested(${depth})`, () => nestedJsonText(depth))),
  anyText: fc.string({ unit: 'binary', maxLength: 40 }),
  anyJson: fc.jsonValue({ maxDepth: 3 }),
};

/** Raw (already URL-encoded) text for a path segment or a query value. */
export const HOSTILE_URL_TEXT: Record<string, fc.Arbitrary<string>> = {
  unstorable: fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%ED%B0%80x'),
  undecodable: fc.constantFrom('%E0%A4%A', '%', '%zz', '%C0%AF'),
  extremeNumber: fc.constantFrom('0', '-1', '1.5', '1e400', '0x10', '2147483648', '9'.repeat(400)),
  markup: fc.constantFrom('%2e%2e%2f', '%3Cscript%3E', '%27%20or%201%3D1'),
  size: fc.constantFrom('', 'x'.repeat(9000)),
  anyText: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }).map(encodeURIComponent),
};

/** Printable header values only: Node refuses control characters before the api sees them. */
export const HOSTILE_HEADER_TEXT: Record<string, fc.Arbitrary<string>> = {
  listed: fc.constantFrom(
    '',
    ' ',
    'Bearer ',
    'Bearer x.y.z',
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    '0.0.0',
    '99.0.0',
    'session=; other=1',
    'x'.repeat(8000),
  ),
  anyText: fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
};

/** Headers a hostile caller may send with any request. */
export const HOSTILE_HEADER_NAMES = [
  'a',
  'v',
  'authorization',
  'cookie',
  'idempotency-key',
  'content-type',
  'x-forwarded-for',
  'accept-encoding',
  'if-none-match',
] as const;
