import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';

import { refusal } from '../test-support/auth-refusal';
import {
  AUTH_TOKEN_TTL_SECONDS,
  SESSION_COOKIE_NAME,
  SESSION_TTL_SECONDS,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from './constants';
import { deriveKey } from './keys';
import { createSessions } from './session';
import type { SessionMember } from './session';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-keys';
const START = new Date('2026-03-02T09:00:00.000Z');
const member: SessionMember = { id: '5f0c6a4e-2d1b-4c7e-9a3f-0b8d2e6f1a77', provider: 'kakao' };

function setup(options: { secure?: boolean; domain?: string; secret?: string } = {}) {
  let now = START;
  const sessions = createSessions({
    secret: options.secret ?? SECRET,
    scope: {
      secure: options.secure ?? false,
      ...(options.domain ? { domain: options.domain } : {}),
    },
    now: () => now,
  });
  return {
    sessions,
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

describe('sessions', () => {
  it('reads back the session it issued: member, provider, 14 days', async () => {
    const { sessions } = setup();
    const issued = await sessions.issueSession(member);
    const expiresAt = new Date(START.getTime() + SESSION_TTL_SECONDS * 1000);
    expect(issued.session).toEqual({
      memberId: member.id,
      provider: 'kakao',
      issuedAt: START,
      expiresAt,
    });
    expect(await sessions.readSession(issued.cookie.value)).toEqual(issued.session);
    expect(SESSION_TTL_SECONDS).toBe(14 * 24 * 3600);
    const claims = decodeJwt(issued.token);
    expect(claims).toMatchObject({
      sub: member.id,
      provider: 'kakao',
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE.session,
    });
  });

  it('sets an httpOnly, SameSite=Lax, Path=/ cookie, Secure outside localhost', async () => {
    const local = (await setup({ secure: false }).sessions.issueSession(member)).cookie;
    expect(local.name).toBe(SESSION_COOKIE_NAME);
    expect(local.options).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
      maxAge: SESSION_TTL_SECONDS,
    });
    const deployed = await setup({ secure: true, domain: 'lawfirm.example' }).sessions.issueSession(
      member,
    );
    expect(deployed.cookie.options).toMatchObject({ secure: true, domain: 'lawfirm.example' });
  });

  it('refuses an expired session', async () => {
    const { sessions, advance } = setup();
    const { token } = await sessions.issueSession(member);
    advance(SESSION_TTL_SECONDS - 1);
    await expect(sessions.readSession(token)).resolves.toMatchObject({ memberId: member.id });
    advance(2);
    expect(await refusal(sessions.readSession(token))).toBe('session_expired');
  });

  it('refuses a missing, tampered or foreign session', async () => {
    const { sessions } = setup();
    const { token } = await sessions.issueSession(member);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherMember = Buffer.from(
      JSON.stringify({ ...decodeJwt(token), sub: 'someone-else' }),
    ).toString('base64url');

    expect(await refusal(sessions.readSession(undefined))).toBe('session_missing');
    expect(await refusal(sessions.readSession(''))).toBe('session_missing');
    expect(await refusal(sessions.readSession('not-a-jwt'))).toBe('session_invalid');
    expect(await refusal(sessions.readSession(`${header}.${otherMember}.${signature}`))).toBe(
      'session_invalid',
    );
    expect(await refusal(sessions.readSession(`${header}.${payload}.`))).toBe('session_invalid');
    const foreign = await setup({ secret: `${SECRET}-other` }).sessions.issueSession(member);
    expect(await refusal(sessions.readSession(foreign.token))).toBe('session_invalid');
    // Signed with our key but without the algorithm pinned: alg "none" must not pass either.
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await refusal(sessions.readSession(unsigned))).toBe('session_invalid');
  });

  it('refuses a token signed with our key but lacking the member claims', async () => {
    const incomplete = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE.session)
      .setSubject(member.id)
      .setIssuedAt(START)
      .setExpirationTime(new Date(START.getTime() + 60_000))
      .sign(deriveKey(SECRET, 'session'));
    expect(await refusal(setup().sessions.readSession(incomplete))).toBe('session_invalid');
  });

  it('rotates a valid session into a new one with a new term', async () => {
    const { sessions, advance } = setup();
    const first = await sessions.issueSession(member);
    advance(3600);
    const second = await sessions.refreshSession(first.token);
    expect(second.token).not.toBe(first.token);
    expect(second.session.memberId).toBe(member.id);
    expect(second.session.expiresAt.getTime()).toBe(
      first.session.expiresAt.getTime() + 3600 * 1000,
    );
    advance(SESSION_TTL_SECONDS);
    expect(await refusal(sessions.refreshSession(first.token))).toBe('session_expired');
  });

  it('clears the cookie with the flags it was set with', () => {
    const { sessions } = setup({ secure: true });
    expect(sessions.clearSessionCookie()).toEqual({
      name: SESSION_COOKIE_NAME,
      value: '',
      options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 0 },
    });
  });
});

describe('auth tokens (spec/site.md §7 #11, #9)', () => {
  it('names the member for ten minutes', async () => {
    const { sessions, advance } = setup();
    const token = await sessions.issueAuthToken({ id: member.id, provider: 'google' });
    await expect(sessions.readAuthToken(token)).resolves.toMatchObject({
      memberId: member.id,
      provider: 'google',
    });
    advance(AUTH_TOKEN_TTL_SECONDS + 1);
    expect(await refusal(sessions.readAuthToken(token))).toBe('token_invalid');
  });

  it('is never taken for a session, nor a session for it', async () => {
    const { sessions } = setup();
    const token = await sessions.issueAuthToken(member);
    const session = await sessions.issueSession(member);
    expect(await refusal(sessions.readSession(token))).toBe('session_invalid');
    expect(await refusal(sessions.readAuthToken(session.token))).toBe('token_invalid');
    expect(await refusal(sessions.readAuthToken(undefined))).toBe('token_invalid');
  });
});

describe('deriveKey', () => {
  it('gives each purpose its own 256-bit key, the same for the same secret', () => {
    const session = deriveKey(SECRET, 'session');
    expect(session).toHaveLength(32);
    expect(deriveKey(SECRET, 'session')).toEqual(session);
    expect(deriveKey(SECRET, 'auth-token')).not.toEqual(session);
    expect(deriveKey(`${SECRET}!`, 'session')).not.toEqual(session);
  });
});
