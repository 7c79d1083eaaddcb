// The local identity provider (tooling/identity-provider) lists the seed's demo members on its
// account page, by name and with what a visitor will find: it must say what this seed holds.
import { DEMO_ACCOUNTS } from '@repo/identity-provider';
import { describe, expect, it } from 'vitest';

import { MEMBER_SEED } from './member-seed';

const { members, cases } = MEMBER_SEED;
const bySub = (a: { sub: string | null }, b: { sub: string | null }) =>
  (a.sub ?? '').localeCompare(b.sub ?? '');

describe("the local identity provider's demo accounts", () => {
  it('are the seed’s members, each at its own provider, with its name', () => {
    expect(
      DEMO_ACCOUNTS.map(({ provider, sub, name }) => ({ provider, sub, name })).sort(bySub),
    ).toEqual(
      members
        .map((member) => ({
          provider: member.provider,
          sub: member.providerUserId,
          name: member.name,
        }))
        .sort(bySub),
    );
  });

  it('say truly whether the member finished sign-up and how many cases they have', () => {
    for (const account of DEMO_ACCOUNTS) {
      const member = members.find((candidate) => candidate.providerUserId === account.sub)!;
      const count = cases.filter((item) => item.memberId === member.id).length;
      expect(account.about.startsWith('가입을 마치지 않은')).toBe(member.phoneNumber === null);
      const stated = /사건 (\d+)건/.exec(account.about)?.[1];
      if (stated) expect(count).toBe(Number(stated));
      if (account.about.includes('사건 없음')) expect(count).toBe(0);
      if (account.about.includes('사건')) expect(count > 0).toBe(!account.about.includes('없음'));
    }
  });
});
