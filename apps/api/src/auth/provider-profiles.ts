// Each provider describes its user differently; the rest of the api sees one shape. The parsers
// are lenient about what we do not use and strict about the id, which keys the member row.
import { z } from 'zod';

import type { AuthProvider } from '../db/constants';
import { AuthError } from './auth-error';

/** A provider's user, as the `members` table stores it (provider + providerUserId is unique). */
export interface SocialProfile {
  provider: AuthProvider;
  providerUserId: string;
  /** Informational only: never used to match accounts across providers. */
  email: string | null;
  name: string | null;
}

// Providers send "", null or nothing for what the visitor did not share.
const text = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

const kakaoSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  kakao_account: z
    .object({ email: text, profile: z.object({ nickname: text }).nullish() })
    .nullish(),
});

const naverSchema = z.object({
  resultcode: z.literal('00'),
  response: z.object({ id: z.string().min(1), email: text, name: text, nickname: text }),
});

const idTokenSchema = z.object({ sub: z.string().min(1), email: text, name: text });

// Apple sends the name once, on the first sign-in, as JSON in the callback's `user` field.
const appleUserSchema = z.object({
  name: z.object({ firstName: text, lastName: text }).nullish(),
});

function parse<T extends z.ZodType>(
  schema: T,
  provider: AuthProvider,
  value: unknown,
): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AuthError(
    'profile_invalid',
    `${provider} answered a user profile we cannot read: ${z.prettifyError(parsed.error)}`,
  );
}

/** GET https://kapi.kakao.com/v2/user/me: id, kakao_account.email, profile nickname. */
export function kakaoProfile(body: unknown): SocialProfile {
  const user = parse(kakaoSchema, 'kakao', body);
  return {
    provider: 'kakao',
    providerUserId: String(user.id),
    email: user.kakao_account?.email ?? null,
    name: user.kakao_account?.profile?.nickname ?? null,
  };
}

/** GET https://openapi.naver.com/v1/nid/me: response.id, email, name (nickname if no name). */
export function naverProfile(body: unknown): SocialProfile {
  const { response } = parse(naverSchema, 'naver', body);
  return {
    provider: 'naver',
    providerUserId: response.id,
    email: response.email,
    name: response.name ?? response.nickname,
  };
}

/** The verified claims of Google's OIDC id_token: sub, email, name. */
export function googleProfile(claims: unknown): SocialProfile {
  const user = parse(idTokenSchema, 'google', claims);
  return { provider: 'google', providerUserId: user.sub, email: user.email, name: user.name };
}

function joinName(first: string | null, last: string | null): string | null {
  if (first === null || last === null) return first ?? last;
  // Korean names read family name first, without a space.
  return /^[가-힣]+$/.test(first + last) ? `${last}${first}` : `${first} ${last}`;
}

/** The verified claims of Apple's id_token (sub, email), and the name from `user` if sent. */
export function appleProfile(claims: unknown, userJson?: string): SocialProfile {
  const user = parse(idTokenSchema, 'apple', claims);
  let name: string | null = null;
  if (userJson !== undefined && userJson !== '') {
    let body: unknown;
    try {
      body = JSON.parse(userJson);
    } catch (error) {
      throw new AuthError('profile_invalid', 'apple sent a user field that is not JSON.', {
        cause: error,
      });
    }
    const names = parse(appleUserSchema, 'apple', body).name;
    name = names ? joinName(names.firstName, names.lastName) : null;
  }
  return { provider: 'apple', providerUserId: user.sub, email: user.email, name };
}
