import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ApiError } from '../http/errors';

import { listOf, pageOf, requireResult, resultSchema, withData } from './envelope';

const failed = 'user info API call failed';

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('envelope schemas', () => {
  it('compose result, data, list and totalCount', () => {
    const schema = withData(pageOf(z.string()));
    const value = { result: true, data: { list: ['가'], totalCount: 10 } };
    expect(schema.parse(value)).toEqual(value);
    expect(
      withData(listOf(z.number())).safeParse({ result: true, data: { list: ['1'] } }).success,
    ).toBe(false);
    expect(resultSchema.safeParse({ result: 'true' }).success).toBe(false);
    expect(pageOf(z.string()).safeParse({ list: [], totalCount: -1 }).success).toBe(false);
  });
});

describe('requireResult', () => {
  it('resolves to a true result', async () => {
    await expect(requireResult(Promise.resolve({ result: true }), failed)).resolves.toEqual({
      result: true,
    });
  });

  it('rejects a false result with the given message', async () => {
    const error = await rejectionOf(requireResult(Promise.resolve({ result: false }), failed));
    expect(error.message).toBe(failed);
    expect(error.body).toEqual({ result: false });
  });

  it('rejects a failed call with the given message, keeping code, status and cause', async () => {
    const cause = new ApiError('HTTP_ERROR', 'HTTP 500', { status: 500 });
    const error = await rejectionOf(requireResult(Promise.reject(cause), failed));
    expect([error.message, error.code, error.status, error.cause]).toEqual([
      failed,
      'HTTP_ERROR',
      500,
      cause,
    ]);
  });

  it('leaves a cancelled call ABORTED', async () => {
    const aborted = new ApiError('ABORTED', 'request aborted');
    expect(await rejectionOf(requireResult(Promise.reject(aborted), failed))).toBe(aborted);
  });
});
