// The local identity provider on a real port: its account page, the choice, the code, the
// token and the user info the api reads (apps/api auth/provider-profiles.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IDENTITY_COOKIE, identityCookieValue, startIdentityProvider } from './index.js';
import type { IdentityProvider } from '../index';

let provider: IdentityProvider;
beforeAll(async () => {
  provider = await startIdentityProvider({ siteUrl: 'http://localhost:3000' });
});
afterAll(() => provider.stop());

const callback = 'http://localhost:3000/login/kakao/callback';
const authorize = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(
    `${provider.issuer}/authorize?${new URLSearchParams({
      client_id: 'kakao-client',
      redirect_uri: callback,
      response_type: 'code',
      state: 'st<ate>',
      ...params,
    })}`,
    { redirect: 'manual', headers },
  );

async function exchange(code: string) {
  const answer = await fetch(`${provider.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callback,
      client_id: 'kakao-client',
      client_secret: 'kakao-secret',
    }),
  });
  return (await answer.json()) as { access_token: string; id_token: string };
}

const subOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

describe('the local identity provider', () => {
  it('asks which account: the provider’s demo members and a new account, in Korean', async () => {
    const answer = await authorize({});
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('카카오 계정으로 로그인');
    expect(html).toContain('로컬 테스트 계정');
    expect(html).toMatch(/<button type="submit" name="account" value="demo-kakao-1001">.*채온유/);
    expect(html).toContain('value="demo-kakao-5005"');
    expect(html).toContain('value="new"');
    expect(html).not.toContain('demo-naver-2002');
    // The request goes on with the choice; its values are escaped, never markup.
    expect(html).toContain('name="state" value="st&lt;ate&gt;"');
    expect(html).toContain(
      `href="${callback}?error=access_denied&amp;state=st%3Cate%3E">로그인하지 않고 돌아가기`,
    );
  });

  it('signs the chosen demo member in: code, token and user info name them', async () => {
    const answer = await authorize({ account: 'demo-kakao-1001' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(callback);
    expect(back.searchParams.get('state')).toBe('st<ate>');
    const tokens = await exchange(back.searchParams.get('code')!);
    expect(subOf(tokens.id_token)).toBe('demo-kakao-1001');
    const info = await fetch(`${provider.issuer}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await info.json()).toMatchObject({ id: 'demo-kakao-1001' });
  });

  it('makes a new account that never signed in, different each time', async () => {
    const subs = [];
    for (let round = 0; round < 2; round += 1) {
      const answer = await authorize({ account: 'new' });
      const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
      subs.push(subOf((await exchange(code)).id_token));
    }
    expect(subs[0]).toMatch(/^local-kakao-[0-9a-f]{8}$/);
    expect(subs[1]).not.toBe(subs[0]);
  });

  it('signs in the account a cookie names at once (the e2e suite’s choice)', async () => {
    const cookie = `${IDENTITY_COOKIE}=${identityCookieValue({ provider: 'kakao', sub: 'e2e-someone', email: 'someone@lawfirm.example' })}`;
    const answer = await authorize({}, { cookie });
    expect(answer.status).toBe(302);
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
    expect(subOf((await exchange(code)).id_token)).toBe('e2e-someone');
  });

  it('refuses an account of another provider, an unknown client and a missing redirect', async () => {
    const foreign = await authorize({ account: 'demo-naver-2002' });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain('카카오에는 그런 테스트 계정이 없습니다');
    expect((await authorize({ client_id: 'someone-else' })).status).toBe(400);
    const bare = await fetch(`${provider.issuer}/authorize?client_id=kakao-client`);
    expect(bare.status).toBe(400);
  });

  it('says at its root what it is, who can sign in and where the site’s sign-in is', async () => {
    const html = await (await fetch(`${provider.issuer}/`)).text();
    for (const name of ['채온유', '표나린', '도해람', '설지오', '금보담'])
      expect(html).toContain(name);
    expect(html).toContain('<h1>로컬 테스트 계정</h1>');
    expect(html).toContain('href="http://localhost:3000/login"');
  });
});
