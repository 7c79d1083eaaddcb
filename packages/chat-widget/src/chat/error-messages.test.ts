import { CHAT_ERROR_CODES } from '@lawfirm/api-client/chat-core';
import { describe, expect, it } from 'vitest';

import { ChatCallError } from './chat-api';
import { ERROR_TEXTS } from './chat-texts';
import { isAborted, messageOfChatError, messageOfFailure } from './error-messages';

// spec/chat-widget.md §8: one code of every family, with the Korean text a visitor reads.
const FAMILIES = [
  ['E0001 system', 'E000100001', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'],
  ['E0002 login', 'E000200003', '로그인이 만료되었습니다.'],
  ['E0003 operators and users', 'E000300004', '휴대폰 번호 형식이 올바르지 않습니다.'],
  ['E0004 tags', 'E000400002', '태그는 더 추가할 수 없습니다.'],
  ['E0005 managers', 'E000500002', '담당자만 처리할 수 있습니다.'],
  ['E0006 inquiries', 'E000600014', '접근 권한이 없습니다.'],
  ['E0007 channels', 'E000700002', '채널이 존재하지 않습니다.'],
  ['E0008 notifications', 'E000800002', '개인정보가 없어 알림을 보낼 수 없습니다.'],
  ['E0009 favourites', 'E000900001', '즐겨찾기를 처리하지 못했습니다.'],
  ['E0010 files', 'E001000004', '다운로드 링크가 만료되었습니다.'],
  ['E0011 history authentication', 'E001100001', '인증 정보를 삭제하지 못했습니다.'],
  ['E0012 participants', 'E001200001', '상담에 참여하지 못했습니다.'],
  ['E0013 messages', 'E001300008', '메시지를 보낼 권한이 없습니다.'],
  ['E0014 macros', 'E001400002', '이미 등록된 매크로 이름입니다.'],
  ['CE0001 temporary', 'CE000100001', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'],
  ['CE0002 request info', 'CE000200001', '요청 정보가 올바르지 않습니다.'],
  ['CE0003 authentication', 'CE000300001', '인증에 실패했습니다. 다시 시도해 주세요.'],
  ['CE0003 token expired', 'CE000300005', '상담이 만료되었습니다. 상담 내역에서 확인해 주세요.'],
  ['CE0003 code incorrect', 'CE000300007', '인증번호가 올바르지 않습니다.'],
  ['CE0003 code expired', 'CE000300008', '인증 시간이 만료되었습니다.'],
  ['CE0003 try again shortly', 'CE000300009', '잠시 후 다시 시도해 주세요.'],
  ['CE0003 request again', 'CE000300010', '인증번호를 다시 요청해 주세요.'],
] as const;

describe('messageOfChatError', () => {
  it.each(FAMILIES)('%s: %s reads as its catalogue text', (_family, code, text) => {
    expect(messageOfChatError({ code, type: 'FAIL' })).toBe(text);
  });

  it('reads every code of the catalogue as its own message', () => {
    for (const [code, entry] of Object.entries(CHAT_ERROR_CODES)) {
      expect(messageOfChatError({ code, type: 'FAIL' })).toBe(entry.message);
    }
  });

  it.each([
    ['a network failure', { code: 'FETCH_ERROR' }, ERROR_TEXTS.network],
    ['a time-out', { code: 'TIMEOUT' }, ERROR_TEXTS.timeout],
    [
      'an unknown code of type FAIL: the type',
      { code: 'E009900001', type: 'FAIL' },
      ERROR_TEXTS.failed,
    ],
    [
      'an unknown code of an unknown type: generic',
      { code: 'X1', type: 'WHAT' },
      ERROR_TEXTS.generic,
    ],
    ['an HTTP error without an envelope: generic', { code: 'HTTP_ERROR' }, ERROR_TEXTS.generic],
    ['an unreadable answer: generic', { code: 'INVALID_RESPONSE' }, ERROR_TEXTS.generic],
    [
      'a prototype key is not a code',
      { code: 'toString', type: 'constructor' },
      ERROR_TEXTS.generic,
    ],
  ])('%s', (_case, error, text) => {
    expect(messageOfChatError(error)).toBe(text);
  });

  it('writes every fallback in Korean', () => {
    for (const text of Object.values(ERROR_TEXTS)) expect(text).toMatch(/[가-힣]/);
  });
});

describe('messageOfFailure', () => {
  it('reads a chat call error by its code', () => {
    const error = new ChatCallError('/x', { code: 'E001300001', message: 'm', type: 'FAIL' });
    expect(messageOfFailure(error)).toBe('메시지를 보내지 못했습니다.');
  });

  it('puts a fixed toast before the type, never before the code or the transport text', () => {
    const fixed = '메시지를 보내지 못했습니다.';
    const unknown = new ChatCallError('/x', { code: 'E009900001', message: 'm', type: 'FAIL' });
    const known = new ChatCallError('/x', { code: 'CE000300009', message: 'm', type: 'FAIL' });
    const offline = new ChatCallError('/x', { code: 'FETCH_ERROR', message: 'm' });
    expect(messageOfFailure(unknown, fixed)).toBe(fixed);
    expect(messageOfFailure(known, fixed)).toBe('잠시 후 다시 시도해 주세요.');
    expect(messageOfFailure(offline, fixed)).toBe(ERROR_TEXTS.network);
    expect(messageOfFailure(new TypeError('bug'), fixed)).toBe(fixed);
  });

  it('reads anything else as the generic text', () => {
    expect(messageOfFailure(new TypeError('bug'))).toBe(ERROR_TEXTS.generic);
  });

  it('knows an aborted call from a failed one', () => {
    expect(isAborted(new ChatCallError('/x', { code: 'ABORTED', message: 'm' }))).toBe(true);
    expect(isAborted(new ChatCallError('/x', { code: 'TIMEOUT', message: 'm' }))).toBe(false);
  });
});
