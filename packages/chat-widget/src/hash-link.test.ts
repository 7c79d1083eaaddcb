import { describe, expect, it } from 'vitest';

import { parseChatHash } from './hash-link';

// spec/chat-widget.md §2: a bare token or a query string with token and centerCode;
// without a centerCode the default CT0000 applies.
describe('parseChatHash', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#   ', null],
    ['#abc123', { token: 'abc123', centerCode: 'CT0000' }],
    ['abc123', { token: 'abc123', centerCode: 'CT0000' }],
    ['#eyJ0b2tlbiI6MX0%3D', { token: 'eyJ0b2tlbiI6MX0=', centerCode: 'CT0000' }],
    ['#bad%token', { token: 'bad%token', centerCode: 'CT0000' }],
    ['#token=abc123', { token: 'abc123', centerCode: 'CT0000' }],
    ['#token=abc123&centerCode=CT0022', { token: 'abc123', centerCode: 'CT0022' }],
    ['#centerCode=CT0022&token=abc123', { token: 'abc123', centerCode: 'CT0022' }],
    ['#?token=abc123&centerCode=CT0022', { token: 'abc123', centerCode: 'CT0022' }],
    ['#token=abc123&centerCode=', { token: 'abc123', centerCode: 'CT0000' }],
    ['#token=a%2Bb&centerCode=CT0022', { token: 'a+b', centerCode: 'CT0022' }],
    ['#centerCode=CT0022', null],
    ['#token=&centerCode=CT0022', null],
    ['#section-2 intro', null],
  ])('%j -> %o', (hash, expected) => {
    expect(parseChatHash(hash)).toEqual(expected);
  });
});
