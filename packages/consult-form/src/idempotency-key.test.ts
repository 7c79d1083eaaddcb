import { afterEach, describe, expect, it, vi } from 'vitest';

import { createIdempotencyKeys, newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createIdempotencyKeys (one key per filled-in form)', () => {
  it('gives the same key for the same content, a new one for other content or after reset', () => {
    let made = 0;
    const keys = createIdempotencyKeys(() => `key-${++made}`);

    expect(keys.keyFor('{"cc_name":"한빛"}')).toBe('key-1');
    expect(keys.keyFor('{"cc_name":"한빛"}')).toBe('key-1');
    expect(keys.keyFor('{"cc_name":"한빛소프트"}')).toBe('key-2');
    // Back to the first values: the key of the last request sent is what a retry must repeat.
    expect(keys.keyFor('{"cc_name":"한빛"}')).toBe('key-3');
    keys.reset();
    expect(keys.keyFor('{"cc_name":"한빛"}')).toBe('key-4');
  });
});

describe('newIdempotencyKey', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a random UUID v4, which the api accepts (printable ASCII, at most 128)', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('is one too where crypto.randomUUID is missing (a page served over plain http)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });

    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
