// Signed file URLs (DESIGN.md §7): a URL works until it expires, and only as signed.
import { describe, expect, it } from 'vitest';

import { CHAT_FILE_LINK_TTL_SECONDS } from './chat-constants';
import { createFileLinks } from './file-links';

const SECRET = 'a-test-secret-that-is-long-enough-for-keys-0123456789';
const KEY = 'abcdefghijklmnopqrstuvwx';

function linksAt(date: Date) {
  return createFileLinks(SECRET, 'https://api.example.com', () => date);
}

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('file links', () => {
  const issuedAt = new Date('2026-11-24T10:00:00Z');
  const url = linksAt(issuedAt).urlFor(KEY, 'attachment');

  it('point at the file route under the public origin', () => {
    expect(url).toMatch(/^https:\/\/api\.example\.com\/chatctm\/files\/abcdefghijklmnopqrstuvwx\?/);
  });

  it('are accepted until they expire, and refused after', () => {
    const justBefore = new Date(issuedAt.getTime() + CHAT_FILE_LINK_TTL_SECONDS * 1000 - 1000);
    expect(linksAt(justBefore).verify(KEY, queryOf(url))).toBe('attachment');
    const after = new Date(issuedAt.getTime() + (CHAT_FILE_LINK_TTL_SECONDS + 1) * 1000);
    expect(() => linksAt(after).verify(KEY, queryOf(url))).toThrow(/expired/);
  });

  it.each([
    ['another file', (q: Record<string, string>) => q, 'zyxwvutsrqponmlkjihgfedc'],
    ['another disposition', (q: Record<string, string>) => ({ ...q, disposition: 'inline' }), KEY],
    [
      'a later expiry',
      (q: Record<string, string>) => ({ ...q, expires: String(Number(q.expires) + 60) }),
      KEY,
    ],
    [
      'no signature',
      (q: Record<string, string>) => ({ ...q, signature: undefined as unknown as string }),
      KEY,
    ],
  ])('are refused for %s (E001000004)', (_case, change, key) => {
    expect(() => linksAt(issuedAt).verify(key, change(queryOf(url)))).toThrow(
      expect.objectContaining({ code: 'E001000004' }),
    );
  });

  it('are refused when signed with another secret', () => {
    const other = createFileLinks(`${SECRET}-other`, 'https://api.example.com', () => issuedAt);
    expect(() => other.verify(KEY, queryOf(url))).toThrow(/signature/);
  });
});
