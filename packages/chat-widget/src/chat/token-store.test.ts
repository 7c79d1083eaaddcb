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
});
