import {
  CASE_DETAIL_PATH,
  CASE_LIST_PATH,
  caseDetailResponseSchema,
  caseListResponseSchema,
} from '@lawfirm/api-client/site';
import { CASE_LIST_PAGE_SIZE, fillPath } from '@lawfirm/api-client';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { CASE_STATES } from '../db/constants';
import { DEMO_MEMBER_IDS, MEMBER_SEED } from '../seed/member-seed';
import { CASE_TAB_STATES } from '../services/members-case-service';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { sessionCookies } from '../test-support/member-sessions';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { AUTH_ERROR_MESSAGES, CASE_NOT_FOUND_MESSAGE } from './members-http';

const KAKAO = { id: DEMO_MEMBER_IDS.kakao, provider: 'kakao' } as const;
const NAVER = { id: DEMO_MEMBER_IDS.naver, provider: 'naver' } as const;

/** The seed's cases of `memberId` in one tab, newest first, as the list must answer them. */
function seededCases(memberId: string, tab: 'ongoing' | 'closed') {
  return MEMBER_SEED.cases
    .filter(
      (row) =>
        row.memberId === memberId &&
        (CASE_TAB_STATES[tab] as readonly string[]).includes(row.state),
    )
    .sort((a, b) => b.acceptDate.localeCompare(a.acceptDate) || (b.idx ?? 0) - (a.idx ?? 0));
}

describe('CASE_TAB_STATES (spec/site.md §4 Case states)', () => {
  it('puts closed, halted and the refund states in the closed tab, the other six in ongoing', () => {
    expect(CASE_TAB_STATES.closed).toEqual([
      'closed',
      'halted',
      'refund_received',
      'refund_in_progress',
      'refund_completed',
    ]);
    expect(CASE_TAB_STATES.ongoing).toHaveLength(6);
    expect([...CASE_TAB_STATES.ongoing, ...CASE_TAB_STATES.closed].sort()).toEqual(
      CASE_STATES.map((state) => state.code).sort(),
    );
  });
});

describeOnEachDatabase('members: cases', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);

  async function list(
    query: Record<string, string>,
    who: { id: string; provider: 'kakao' | 'naver' } = KAKAO,
  ) {
    const response = await getApp().inject({
      url: CASE_LIST_PATH,
      query,
      cookies: await sessionCookies(who),
    });
    expect(response.statusCode, response.body).toBe(200);
    return caseListResponseSchema.parse(response.json()).data;
  }

  it('lists ongoing cases by default, page 1 of 4, newest first', async () => {
    const expected = seededCases(KAKAO.id, 'ongoing');
    expect(expected.length).toBeGreaterThan(CASE_LIST_PAGE_SIZE);
    const page = await list({});
    expect(page.totalCount).toBe(expected.length);
    expect(page.list.map((item) => item.idx)).toEqual(
      expected.slice(0, CASE_LIST_PAGE_SIZE).map((row) => row.idx),
    );
    expect(page.list.every((item) => CASE_TAB_STATES.ongoing.includes(item.state))).toBe(true);
  });

  it('pages through each tab', async () => {
    for (const tab of ['ongoing', 'closed'] as const) {
      const expected = seededCases(KAKAO.id, tab);
      const pages = Math.ceil(expected.length / CASE_LIST_PAGE_SIZE);
      const seen: number[] = [];
      for (let pageNumber = 1; pageNumber <= pages + 1; pageNumber += 1) {
        const page = await list({ tapState: tab, pageNumber: String(pageNumber), pageSize: '4' });
        expect(page.totalCount).toBe(expected.length);
        if (pageNumber > pages) expect(page.list).toEqual([]);
        seen.push(...page.list.map((item) => item.idx));
      }
      expect(seen).toEqual(expected.map((row) => row.idx));
    }
  });

  it('answers a refund case with its date and amount, and the deferred flag', async () => {
    const closed = await list({ tapState: 'closed', pageSize: '50' });
    const refund = closed.list.find((item) => item.state === 'refund_in_progress');
    expect(refund).toMatchObject({ refund_at: '2025-12-15', refund_price: 1_100_000 });
    const ongoing = await list({ pageSize: '50' });
    expect(ongoing.list.some((item) => item.is_deferred)).toBe(true);
  });

  it('lists only the member’s own cases', async () => {
    const page = await list({ pageSize: '50' }, NAVER);
    expect(page.list.map((item) => item.idx)).toEqual(
      seededCases(NAVER.id, 'ongoing').map((row) => row.idx),
    );
  });

  it('answers the detail of the member’s own case', async () => {
    const own = seededCases(KAKAO.id, 'closed')[0];
    const response = await getApp().inject({
      url: fillPath(CASE_DETAIL_PATH, { idx: own?.idx ?? 0 }),
      cookies: await sessionCookies(KAKAO),
    });
    expect(response.statusCode).toBe(200);
    expect(caseDetailResponseSchema.parse(response.json()).data).toMatchObject({
      idx: own?.idx,
      state: own?.state,
      title: own?.title,
      case_number: own?.caseNumber,
      accept_date: own?.acceptDate,
    });
  });

  it('answers another member’s case exactly like a missing one: 404', async () => {
    const othersCase = seededCases(NAVER.id, 'ongoing')[0]?.idx ?? 0;
    const answers = [];
    for (const idx of [othersCase, 999_999]) {
      const response = await getApp().inject({
        url: fillPath(CASE_DETAIL_PATH, { idx }),
        cookies: await sessionCookies(KAKAO),
      });
      expect(response.statusCode).toBe(404);
      answers.push(response.body);
    }
    expect(answers[0]).toBe(answers[1]);
    expect(JSON.parse(answers[0] ?? '')).toEqual({ result: false, msg: CASE_NOT_FOUND_MESSAGE });
  });

  it('answers 401 for the detail without a session', async () => {
    const response = await getApp().inject({ url: fillPath(CASE_DETAIL_PATH, { idx: 1 }) });
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe(AUTH_ERROR_MESSAGES.session_missing);
  });

  const get = (url: string, query: Record<string, string> = {}): InjectOptions => ({ url, query });
  it.each<BadInput>([
    { name: 'an unknown tab', request: get(CASE_LIST_PATH, { tapState: 'all' }), path: 'tapState' },
    {
      name: 'a script as the tab',
      request: get(CASE_LIST_PATH, { tapState: '<script>alert(1)</script>' }),
      path: 'tapState',
    },
    { name: 'page 0', request: get(CASE_LIST_PATH, { pageNumber: '0' }), path: 'pageNumber' },
    {
      name: 'a page as text',
      request: get(CASE_LIST_PATH, { pageNumber: 'two' }),
      path: 'pageNumber',
    },
    {
      name: 'a page size too large',
      request: get(CASE_LIST_PATH, { pageSize: '51' }),
      path: 'pageSize',
    },
    {
      name: 'a page number too long',
      request: get(CASE_LIST_PATH, { pageNumber: '9'.repeat(40) }),
      path: 'pageNumber',
    },
    { name: 'an idx as text', request: get('/api/lawfirm/app/case/abc'), path: 'idx' },
    { name: 'an idx of markup', request: get('/api/lawfirm/app/case/%3Cb%3E'), path: 'idx' },
    { name: 'a negative idx', request: get('/api/lawfirm/app/case/-1'), path: 'idx' },
  ])('answers 400 for $name', async (input) =>
    expectRefused(getApp(), getDatabase().db, {
      ...input,
      request: { ...input.request, cookies: await sessionCookies(KAKAO) },
    }),
  );
});
