import { describe, expect, it } from 'vitest';

import * as codes from './code-tables';
import { CHAT_CLIENT_ERRORS, CHAT_SERVER_ERRORS, TOKEN_EXPIRED_CODE } from './error-codes';

describe('chat code tables (spec/chat-widget.md §4, §8)', () => {
  it('spells every server code as E + family (0001 to 0014) + five digits', () => {
    const families = new Set(Object.keys(CHAT_SERVER_ERRORS).map((code) => code.slice(0, 5)));
    for (const code of Object.keys(CHAT_SERVER_ERRORS))
      expect(code).toMatch(/^E00(0[1-9]|1[0-4])\d{5}$/);
    expect(families.size).toBe(14);
  });

  it('spells every client code as CE + nine digits, and has codes 00001 to 00010 of CE0003', () => {
    for (const code of Object.keys(CHAT_CLIENT_ERRORS)) expect(code).toMatch(/^CE\d{9}$/);
    const authCodes = Object.keys(CHAT_CLIENT_ERRORS).filter((code) => code.startsWith('CE0003'));
    expect(authCodes).toHaveLength(10);
  });

  it('answers a token expiry with 401, so that the widget re-authenticates', () => {
    expect(CHAT_CLIENT_ERRORS[TOKEN_EXPIRED_CODE].status).toBe(401);
  });

  it('gives every error a Korean message and an English meaning', () => {
    for (const error of [
      ...Object.values(CHAT_SERVER_ERRORS),
      ...Object.values(CHAT_CLIENT_ERRORS),
    ]) {
      expect(error.message).toMatch(/[가-힣]/);
      expect(error.meaning).toMatch(/^[a-z]/);
    }
  });

  it('never gives two values of a code table the same code', () => {
    const tables = [
      codes.SENDER_TYPES,
      codes.TEMPLATE_TYPES,
      codes.INQUIRY_STATES,
      codes.INQUIRY_PROGRESS,
      codes.OBJECT_ACTIONS,
      codes.OBJECT_LAYOUTS,
      codes.NAVIGATION_CODES,
      codes.AGE_CONSENT,
    ];
    const all = tables.flatMap((table) => Object.values(table));
    expect(new Set(all).size).toBe(all.length);
  });
});
