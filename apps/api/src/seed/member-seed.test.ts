import { describe, expect, it } from 'vitest';

import { AUTH_PROVIDERS, CASE_STATES } from '../db/constants';
import { DEMO_MEMBER_IDS, MEMBER_SEED } from './member-seed';

const { members, cases } = MEMBER_SEED;
const tabOf = (state: string) => CASE_STATES.find((item) => item.code === state)?.tab;

describe('MEMBER_SEED', () => {
  it('has a demo member for every provider, with fixed ids', () => {
    expect(new Set(members.map((member) => member.provider))).toEqual(new Set(AUTH_PROVIDERS));
    expect(members.map((member) => member.id)).toEqual(Object.values(DEMO_MEMBER_IDS));
  });

  it('keeps sign-up data within the spec’s limits (§5)', () => {
    for (const member of members) {
      if (member.phoneNumber) expect(member.phoneNumber).toMatch(/^010\d{7,8}$/);
      expect(member.name ?? '').toMatch(/^[가-힣]{2,6}$/);
      expect((member.categories ?? []).length).toBeLessThanOrEqual(2);
      expect((member.fields ?? []).length).toBeLessThanOrEqual(5);
    }
    expect(members.some((member) => member.phoneNumber === null && member.uuid === null)).toBe(
      true,
    );
  });

  it('covers all 11 case states, with deferred and refund variants', () => {
    expect(new Set(cases.map((item) => item.state))).toEqual(
      new Set(CASE_STATES.map((state) => state.code)),
    );
    expect(
      cases.some(
        (item) => item.isDeferred && item.state !== 'deferred' && tabOf(item.state) === 'ongoing',
      ),
    ).toBe(true);
    expect(cases.some((item) => item.isDeferred && tabOf(item.state) === 'closed')).toBe(true);
    const refund = (state: string) => cases.filter((item) => item.state === state);
    expect(refund('refund_in_progress').every((item) => item.refundAt && item.refundPrice)).toBe(
      true,
    );
    expect(refund('refund_completed').every((item) => item.refundAt && item.refundPrice)).toBe(
      true,
    );
    expect(refund('refund_received').some((item) => item.refundAt === null)).toBe(true);
    expect(
      cases
        .filter((item) => !item.state.startsWith('refund'))
        .every((item) => item.refundPrice === null),
    ).toBe(true);
  });

  it('gives one member more than a page (4) in each tab, and another member no cases', () => {
    const mine = cases.filter((item) => item.memberId === DEMO_MEMBER_IDS.kakao);
    expect(mine.filter((item) => tabOf(item.state) === 'ongoing').length).toBeGreaterThan(4);
    expect(mine.filter((item) => tabOf(item.state) === 'closed').length).toBeGreaterThan(4);
    expect(cases.some((item) => item.memberId === DEMO_MEMBER_IDS.google)).toBe(false);
  });

  it('numbers cases uniquely', () => {
    expect(new Set(cases.map((item) => item.idx)).size).toBe(cases.length);
    expect(new Set(cases.map((item) => item.caseNumber)).size).toBe(cases.length);
  });
});
