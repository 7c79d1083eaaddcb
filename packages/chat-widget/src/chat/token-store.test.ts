import { describe, expect, it } from 'vitest';

import { createTokenStore, tokenKeyOf } from './token-store';
import { MemoryStorage } from './test-support/memory-storage';

const throwing = () => {
  throw new DOMException('blocked', 'SecurityError');
};

// spec/chat-widget.md §9 "Chat token kept in local storage".
describe('token store', () => {
  it('keeps the token in storage under the centre key', () => {
    const storage = new MemoryStorage();
    const tokens = createTokenStore('CT0023', () => storage);
    tokens.write('t', false);
    expect(storage.getItem(tokenKeyOf('CT0023'))).toBe('t');
    expect(createTokenStore('CT0023', () => storage).read()).toBe('t');
    expect(createTokenStore('CT0000', () => storage).read()).toBeNull();
    tokens.remove();
    expect(tokens.read()).toBeNull();
  });

  it('reads what another tab removed, not a stale copy', () => {
    const storage = new MemoryStorage();
    const tokens = createTokenStore('CT0000', () => storage);
    tokens.write('t', false);
    storage.clear();
    expect(tokens.read()).toBeNull();
  });

  it.each([
    ['throws', throwing],
    ['is missing', () => undefined],
  ])('keeps the token in memory when storage %s', (_case, storage) => {
    const tokens = createTokenStore('CT0000', storage);
    expect(tokens.read()).toBeNull();
    tokens.write('t', false);
    expect(tokens.read()).toBe('t');
    tokens.remove();
    expect(tokens.read()).toBeNull();
  });

  it("keeps what the api said of the token's visitor: verified with one token, verified with the next (spec §4)", () => {
    const storage = new MemoryStorage();
    const tokens = createTokenStore('CT0000', () => storage);
    expect(tokens.isVerified()).toBe(false);
    tokens.markVerified();
    expect(tokens.isVerified()).toBe(false);
    tokens.write('t1', false);
    expect(tokens.isVerified()).toBe(false);
    // The visitor verifies in this tab; another tab sharing the token knows it too.
    tokens.markVerified();
    expect(tokens.isVerified()).toBe(true);
    expect(createTokenStore('CT0000', () => storage).isVerified()).toBe(true);
    expect(createTokenStore('CT0001', () => storage).isVerified()).toBe(false);
    // A reload authenticates anew: a new token, which the api answers as verified.
    tokens.write('t2', true);
    expect(tokens.isVerified()).toBe(true);
    expect(createTokenStore('CT0000', () => storage).isVerified()).toBe(true);
    // The verification lapsed, or the token was a new visitor's: not verified.
    tokens.write('t3', false);
    expect(tokens.isVerified()).toBe(false);
    tokens.write('t4', true);
    tokens.remove();
    expect(tokens.isVerified()).toBe(false);
    tokens.write('t4', false);
    expect(tokens.isVerified()).toBe(false);
  });

  it('remembers the verification in memory where storage throws', () => {
    const tokens = createTokenStore('CT0000', throwing);
    tokens.write('t', false);
    tokens.markVerified();
    expect(tokens.isVerified()).toBe(true);
  });
});
