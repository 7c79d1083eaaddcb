import { afterEach, describe, expect, it, vi } from 'vitest';

import { SESSION_STORAGE_KEY, isLive, useSessionStore } from './session-store';

const session = (expiresAt: string) => ({
  token: 't',
  expiresAt,
  operator: { operator_id: 1, login_id: 'counsel1', display_name: '김상담' },
});

describe('the session store', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
    useSessionStore.setState({ session: null, notice: null });
  });

  it('is live until the api’s expiry', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(isLive(session('2026-11-29T12:00:01Z'), now)).toBe(true);
    expect(isLive(session('2026-11-29T12:00:00Z'), now)).toBe(false);
    expect(isLive(null, now)).toBe(false);
  });

  it('keeps the token in sessionStorage, not a cookie, and forgets it on sign-out with a reason', () => {
    useSessionStore.getState().signedIn(session('2099-01-01T00:00:00Z'));
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toContain('"token":"t"');
    expect(document.cookie).toBe('');
    useSessionStore.getState().signOut('expired');
    expect(useSessionStore.getState()).toMatchObject({ session: null, notice: 'expired' });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('"token"');
  });

  it('keeps the reason of a sign-out when a late call then finds no session', () => {
    useSessionStore.getState().signedIn(session('2099-01-01T00:00:00Z'));
    useSessionStore.getState().signOut('signed-out');
    useSessionStore.getState().signOut('expired');
    expect(useSessionStore.getState().notice).toBe('signed-out');
  });

  it('does not restore a session that expired while the tab was away', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T12:00:00Z'), toFake: ['Date'] });
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { session: session('2026-11-29T11:00:00Z') }, version: 0 }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().session).toBeNull();

    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { session: session('2026-11-29T13:00:00Z') }, version: 0 }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().session?.token).toBe('t');
  });
});
