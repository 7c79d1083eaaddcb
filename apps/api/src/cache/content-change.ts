// What an announced change of public content touched (content-changes.ts), so that a cache
// drops only what shows it: the content of some groups (centre codes, spec/site.md §3
// Group/centre), or everything when the reach is not known (the group list itself, site-wide
// settings, the seed, a missed Redis message).
import { groupCodeSchema } from '@lawfirm/api-client';
import { z } from 'zod';

export type ContentChange =
  | { readonly scope: 'everything' }
  | { readonly scope: 'groups'; readonly codes: readonly string[] };

/** A change whose reach is not known: every cache drops all it holds. */
export const EVERYTHING: ContentChange = Object.freeze({ scope: 'everything' });

/** A change to the content of these groups only (their banners, articles, Q&A, lawyers). */
export function groupsChanged(codes: readonly string[]): ContentChange {
  return { scope: 'groups', codes: [...new Set(codes)] };
}

/**
 * Whether `change` touches what shows the content of `shownCodes`; undefined shows every
 * group's (the main site, spec/site.md §1).
 */
export function touches(change: ContentChange, shownCodes: readonly string[] | undefined): boolean {
  if (change.scope === 'everything' || shownCodes === undefined) return true;
  return change.codes.some((code) => shownCodes.includes(code));
}

const messageSchema = z.object({
  sender: z.string().min(1),
  change: z.discriminatedUnion('scope', [
    z.object({ scope: z.literal('everything') }),
    z.object({ scope: z.literal('groups'), codes: z.array(groupCodeSchema) }),
  ]),
});

export interface ChangeMessage {
  sender: string;
  change: ContentChange;
}

export function encodeChangeMessage(message: ChangeMessage): string {
  return JSON.stringify(message);
}

/**
 * The message another instance published. One that does not parse (an older instance's, which
 * was the sender's id alone, or anything malformed) is a change of everything from an unknown
 * sender: dropping too much costs a render, keeping too little shows stale content.
 */
export function decodeChangeMessage(text: string): ChangeMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { sender: '', change: EVERYTHING };
  }
  const parsed = messageSchema.safeParse(json);
  return parsed.success ? parsed.data : { sender: '', change: EVERYTHING };
}
