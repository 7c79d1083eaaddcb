// The signed-in member's account (spec/site.md §2 Sign-up, Withdrawal; §7 #7, #10, #14, #18,
// #19): who a session belongs to, the sign-up answers, and withdrawal.
import type { ApiErrorIssue } from '@lawfirm/api-client';
import type {
  appUserPatchBodySchema,
  LoginInfo,
  Member,
  userAgreeBodySchema,
  withdrawalBodySchema,
} from '@lawfirm/api-client/site';
import type { z } from 'zod';

import { AuthError } from '../auth';
import type { Sessions } from '../auth';
import { ACCOUNT_DATA_RETENTION_YEARS } from '../db/constants';
import type { Db } from '../db/create-database';
import {
  findCaseTypes,
  findMemberById,
  updateMember,
  withdrawMember,
} from '../db/queries/members-queries';
import type { MemberRow } from '../db/schema';
import type { RetentionCipher } from './members-retention';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The member a session cookie belongs to. Throws AuthError session_missing, session_invalid
 * (also when the member no longer exists: sessions are stateless, so withdrawal cannot revoke
 * them) or session_expired.
 */
export async function memberOfSession(
  db: Db,
  sessions: Sessions,
  cookieValue: string | undefined,
): Promise<MemberRow> {
  const session = await sessions.readSession(cookieValue);
  return existingMember(db, session.memberId, 'session_invalid');
}

/** Member `id`, or `code` when there is none. */
export async function existingMember(
  db: Db,
  id: string,
  code: 'session_invalid' | 'token_invalid',
): Promise<MemberRow> {
  const member = UUID_PATTERN.test(id) ? await findMemberById(db, id) : undefined;
  if (!member) throw new AuthError(code, 'The member of this sign-in no longer exists.');
  return member;
}

/** spec/site.md §7 #10: what the site shows of a member. */
export function memberView(member: MemberRow): Member {
  return {
    email: member.email,
    name: member.name,
    provider: member.provider as Member['provider'],
    signedUp: member.phoneNumber !== null,
    categories: member.categories as Member['categories'],
    fields: member.fields,
  };
}

/** spec/site.md §7 #7: the login state of a visitor; any unusable session reads as logged out. */
export async function loginInfoOf(
  db: Db,
  sessions: Sessions,
  cookieValue: string | undefined,
): Promise<LoginInfo> {
  try {
    return { isLogin: true, ...memberView(await memberOfSession(db, sessions, cookieValue)) };
  } catch (error) {
    if (error instanceof AuthError) return { isLogin: false };
    throw error;
  }
}

/** spec/site.md §7 #18: the marketing and alert agreement of sign-up. */
export async function saveAgreement(
  db: Db,
  member: MemberRow,
  body: z.output<typeof userAgreeBodySchema>,
): Promise<void> {
  await updateMember(db, member.id, {
    marketingAgree: body.marketing_agree,
    alertAgree: body.alert_agree,
  });
}

/**
 * spec/site.md §7 #19 and §5 Sign-up: name, phone and device id, and in step 2 the interests.
 * The schema holds the limits (2 categories, 5 fields); here each field must be a case type of
 * one of the chosen categories (step 2 picks "case types per chosen category"). Answers the
 * issues that refuse the request, nothing written, or none once saved.
 */
export async function saveSignUp(
  db: Db,
  member: MemberRow,
  body: z.output<typeof appUserPatchBodySchema>,
): Promise<ApiErrorIssue[]> {
  const interests = body.categoryAndField;
  if (interests !== undefined) {
    const chosen: readonly string[] = interests.categories;
    const known = new Map(
      (await findCaseTypes(db, interests.fields)).map((row) => [row.typeIdx, row.groupCode]),
    );
    const issues = interests.fields.flatMap((typeIdx, index): ApiErrorIssue[] => {
      const category = known.get(typeIdx);
      if (category !== undefined && chosen.includes(category)) return [];
      return [
        {
          path: `categoryAndField.fields.${index}`,
          message:
            category === undefined
              ? `${typeIdx} is not a case type`
              : `case type ${typeIdx} belongs to ${category}, which is not among the chosen categories`,
        },
      ];
    });
    if (issues.length > 0) return issues;
  }
  await updateMember(db, member.id, {
    name: body.name,
    phoneNumber: body.phoneNumber,
    uuid: body.uuid,
    ...(interests === undefined
      ? {}
      : { categories: [...interests.categories], fields: [...interests.fields] }),
  });
  return [];
}

/** The moment a withdrawal's retained data must be gone: spec/site.md §9, one year. */
export function retentionEnd(withdrawnAt: Date): Date {
  const end = new Date(withdrawnAt);
  end.setUTCFullYear(end.getUTCFullYear() + ACCOUNT_DATA_RETENTION_YEARS);
  return end;
}

/**
 * spec/site.md §7 #14 and §9: deletes the member and their cases, keeping only the retained
 * account data, encrypted, until one year from now. False when the member was already gone.
 */
export async function withdraw(
  db: Db,
  cipher: RetentionCipher,
  member: MemberRow,
  body: z.output<typeof withdrawalBodySchema>,
  now: Date = new Date(),
): Promise<boolean> {
  const withdrawn = await withdrawMember(db, member.id, (current) => ({
    memberId: current.id,
    reason: body.reason,
    retainedData: cipher.seal(
      {
        name: current.name,
        phoneNumber: current.phoneNumber,
        email: current.email,
        provider: current.provider as Member['provider'],
        reason: body.reason,
        reasonText: body.reason === 'other' ? body.reason_text : null,
        joinedAt: current.createdAt.toISOString(),
        withdrawnAt: now.toISOString(),
      },
      current.id,
    ),
    retainUntil: retentionEnd(now),
    createdAt: now,
  }));
  return withdrawn !== undefined;
}
