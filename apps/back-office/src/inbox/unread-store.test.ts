import { describe, expect, it } from 'vitest';

import { unreadOf, unreadReducer } from './unread-store';

describe('unread messages', () => {
  it('counts the messages the feed announced since the conversation was last seen', () => {
    let entries = unreadReducer({}, { type: 'seen', inquiry: 5, last: 40 });
    entries = unreadReducer(entries, { type: 'arrived', inquiry: 5 });
    entries = unreadReducer(entries, { type: 'arrived', inquiry: 5 });
    expect(unreadOf(entries[5], 42)).toEqual({ unread: true, count: 2 });
    entries = unreadReducer(entries, { type: 'seen', inquiry: 5, last: 42 });
    expect(unreadOf(entries[5], 42)).toEqual({ unread: false, count: 0 });
  });

  it('counts arrivals in an inquiry never opened', () => {
    const entries = unreadReducer({}, { type: 'arrived', inquiry: 7 });
    expect(unreadOf(entries[7], 3)).toEqual({ unread: true, count: 1 });
    expect(unreadOf(undefined, 3)).toEqual({ unread: false, count: 0 });
  });

  it('marks as new, without a count, a newer last message the feed did not announce', () => {
    const entries = unreadReducer({}, { type: 'seen', inquiry: 5, last: 40 });
    expect(unreadOf(entries[5], 45)).toEqual({ unread: true, count: 0 });
  });

  it('ignores an older "seen" (a late answer) and leaves other inquiries alone', () => {
    let entries = unreadReducer({}, { type: 'seen', inquiry: 5, last: 40 });
    entries = unreadReducer(entries, { type: 'arrived', inquiry: 5 });
    const after = unreadReducer(entries, { type: 'seen', inquiry: 5, last: 30 });
    expect(after).toBe(entries);
    expect(unreadReducer(entries, { type: 'arrived', inquiry: 6 })[5]).toEqual(entries[5]);
  });
});
