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
    tokens.write('t');
    expect(storage.getItem(tokenKeyOf('CT0023'))).toBe('t');
    expect(createTokenStore('CT0023', () => storage).read()).toBe('t');
    expect(createTokenStore('CT0000', () => storage).read()).toBeNull();
    tokens.remove();
    expect(tokens.read()).toBeNull();
  });

  it('reads what another tab removed, not a stale copy', () => {
    const storage = new MemoryStorage();
    const tokens = createTokenStore('CT0000', () => storage);
    tokens.write('t');
    storage.clear();
    expect(tokens.read()).toBeNull();
  });

  it.each([
    ['throws', throwing],
    ['is missing', () => undefined],
  ])('keeps the token in memory when storage %s', (_case, storage) => {
    const tokens = createTokenStore('CT0000', storage);
    expect(tokens.read()).toBeNull();
    tokens.write('t');
    expect(tokens.read()).toBe('t');
    tokens.remove();
    expect(tokens.read()).toBeNull();
  });

  it('remembers which token verified a phone: a new token is not verified (spec §4)', () => {
    const storage = new MemoryStorage();
    const tokens = createTokenStore('CT0000', () => storage);
    expect(tokens.isVerified()).toBe(false);
    tokens.markVerified();
    expect(tokens.isVerified()).toBe(false);
    tokens.write('t1');
    expect(tokens.isVerified()).toBe(false);
    tokens.markVerified();
    expect(tokens.isVerified()).toBe(true);
    expect(createTokenStore('CT0000', () => storage).isVerified()).toBe(true);
    expect(createTokenStore('CT0001', () => storage).isVerified()).toBe(false);
    tokens.write('t2');
    expect(tokens.isVerified()).toBe(false);
    tokens.remove();
    expect(tokens.isVerified()).toBe(false);
  });

  it('remembers the verification in memory where storage throws', () => {
    const tokens = createTokenStore('CT0000', throwing);
    tokens.write('t');
    tokens.markVerified();
    expect(tokens.isVerified()).toBe(true);
  });
});
