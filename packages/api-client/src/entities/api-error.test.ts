import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ApiError } from '../http/errors';

import {
  INVALID_REQUEST_MESSAGE,
  apiErrorBodyFrom,
  apiErrorBodyOf,
  apiErrorBodySchema,
} from './api-error';

describe('apiErrorBodyOf', () => {
  it('lists every issue with its dotted path under a Korean msg', () => {
    const schema = z.object({ detail: z.object({ 회사명: z.string().max(3) }), n: z.number() });
    const error = schema.safeParse({ detail: { 회사명: '주식회사 한빛' }, n: 'x' }).error!;

    const body = apiErrorBodyOf(error);

    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(body.msg).toBe(INVALID_REQUEST_MESSAGE);
    expect(body.issues?.map((issue) => issue.path)).toEqual(['detail.회사명', 'n']);
    expect(body.issues?.every((issue) => issue.message.length > 0)).toBe(true);
  });

  it('keeps a given msg', () => {
    const error = z.string().safeParse(1).error!;
    expect(apiErrorBodyOf(error, '연락처를 입력해 주세요.')).toMatchObject({
      msg: '연락처를 입력해 주세요.',
      issues: [{ path: '' }],
    });
  });
});

describe('apiErrorBodyFrom', () => {
  const body = { result: false, msg: '잠시 후 다시 시도해 주세요.' };

  it.each([
    [
      'an HTTP error carrying the body',
      new ApiError('HTTP_ERROR', 'HTTP 429', { status: 429, body }),
      body,
    ],
    [
      'an HTTP error with another body',
      new ApiError('HTTP_ERROR', 'HTTP 500', { body: 'oops' }),
      undefined,
    ],
    ['a time-out', new ApiError('TIMEOUT', 'request timed out'), undefined],
    ['a plain error', new Error('x'), undefined],
  ])('reads %s', (_name, error, expected) => {
    expect(apiErrorBodyFrom(error)).toEqual(expected);
  });
});
