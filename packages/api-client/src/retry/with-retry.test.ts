import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../http/errors';

import { RETRY_POLICIES } from './policies';
import type { RetryPolicy, RetryPolicyName } from './policies';
import { withRetry } from './with-retry';

// spec/chat-widget.md §8 Retries, written out here on purpose: the policies must match the
// spec's numbers, not merely the constants they are built from.
const SPEC: Record<RetryPolicyName, RetryPolicy> = {
  default: { tries: 3, delayMs: 350 },
  authentication: { tries: 1, delayMs: 0 },
  realtimeConnection: { tries: 3, delayMs: 2_000 },
  hashAuthentication: { tries: 2, delayMs: 1_000 },
  mainLookup: { tries: 2, delayMs: 350 },
};
const cases = Object.entries(SPEC).map(([name, spec]) => ({
  name: name as RetryPolicyName,
  ...spec,
  policy: RETRY_POLICIES[name as RetryPolicyName],
}));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs the retry loop to its end on the fake clock; returns when each attempt started. */
async function run<T>(policy: RetryPolicy, fn: (attempt: number) => Promise<T>) {
  const startedAt: number[] = [];
  const settled = withRetry((attempt) => {
    startedAt.push(Date.now());
    return fn(attempt);
  }, policy).then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  await vi.runAllTimersAsync();
  return { ...(await settled), startedAt };
}

const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? 0));

describe('RETRY_POLICIES', () => {
  it('holds exactly the policies of the spec', () => {
    expect(RETRY_POLICIES).toEqual(SPEC);
  });
});

describe.each(cases)('withRetry with the $name policy', ({ policy, tries, delayMs }) => {
  it(`tries ${tries} times, ${delayMs} ms apart, then rethrows the last error`, async () => {
    const { error, startedAt } = await run(policy, (attempt) =>
      Promise.reject(new Error(`failure ${attempt}`)),
    );

    expect(startedAt).toHaveLength(tries);
    expect(gaps(startedAt)).toEqual(Array.from({ length: tries - 1 }, () => delayMs));
    expect(error).toEqual(new Error(`failure ${tries}`));
  });

  it('does not start the next try before the delay is over', async () => {
    const fn = vi.fn((_attempt: number) => Promise.reject(new Error('down')));
    const settled = withRetry(fn, policy).catch(() => undefined);

    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    if (tries > 1) {
      await vi.advanceTimersByTimeAsync(delayMs - 1);
      expect(fn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fn).toHaveBeenCalledTimes(2);
    }
    await vi.runAllTimersAsync();
    await settled;
    expect(fn).toHaveBeenCalledTimes(tries);
  });

  it(`resolves on the last of ${tries} tries and stops there`, async () => {
    const { value, error, startedAt } = await run(policy, (attempt) =>
      attempt < tries
        ? Promise.reject(new Error(`failure ${attempt}`))
        : Promise.resolve(`answer ${attempt}`),
    );

    expect(error).toBeUndefined();
    expect(value).toBe(`answer ${tries}`);
    expect(startedAt).toHaveLength(tries);
  });
});

describe('withRetry options', () => {
  it('stops at once when shouldRetry says no, and rethrows that error', async () => {
    const fn = vi.fn((attempt: number) => Promise.reject(new Error(`failure ${attempt}`)));
    const settled = withRetry(fn, RETRY_POLICIES.default, {
      shouldRetry: (_error, attempt) => attempt < 2,
    }).catch((error: unknown) => error);

    await vi.runAllTimersAsync();

    expect(await settled).toEqual(new Error('failure 2'));
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('does not retry a request the caller aborted', async () => {
    const aborted = new ApiError('ABORTED', 'request aborted');
    const fn = vi.fn(() => Promise.reject(aborted));
    const settled = withRetry(fn, RETRY_POLICIES.default).catch((error: unknown) => error);

    await vi.runAllTimersAsync();

    expect(await settled).toBe(aborted);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits through the given sleep', async () => {
    const waits: number[] = [];
    const result = withRetry(
      (attempt) => (attempt < 3 ? Promise.reject(new Error('down')) : Promise.resolve('up')),
      RETRY_POLICIES.realtimeConnection,
      {
        sleep: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      },
    );

    await expect(result).resolves.toBe('up');
    expect(waits).toEqual([2_000, 2_000]);
  });

  it.each([0, 1.5, -1])('refuses a policy of %j tries', async (tries) => {
    await expect(withRetry(() => Promise.resolve(1), { tries, delayMs: 0 })).rejects.toThrow(
      /at least 1 try/,
    );
  });
});
