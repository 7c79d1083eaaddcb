// The migrations' constraints, on both drivers: the database itself refuses values outside our
// codes, a second statistics row, and a second member for one provider account.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { describeOnEachDatabase } from '../test-support/test-databases';
import { cases, faqEntries, faqGroups, members, statistics, topBanners } from './schema';

const MEMBER_ID = '00000000-0000-4000-8000-0000000000aa';

const banner = {
  startAt: '2025-01-01',
  endAt: '2025-12-31',
  days: ['Mon' as const],
  fileType: 'file_pc',
  pLink: '/choice',
  linkType: '_self',
  colorCode: 'AE0E36',
  filePath: '/static/banners/',
  saveFileName: 'banner.svg',
  fileAlt: '배너',
};

const statisticsRow = {
  consultCnt: 1,
  mandateCnt: 1,
  professionalCnt: 1,
  consultCntDay: 1,
  mandateCntDay: 1,
  officeCnt: 1,
  consultDate: '2025-01-01',
  monthBusinessDay: 20,
  proCount: 1,
  experienceCnt: 1,
  worldOfficeCnt: 1,
  totalWorldOfficeCnt: 1,
};

describeOnEachDatabase('schema constraints', (getDatabase) => {
  it('accepts FAQ answers of gubun ck and editor only', async () => {
    const { db } = getDatabase();
    await db
      .insert(faqGroups)
      .values({ code: 'CT0004', codeName: '기업법무', codeDesc: 'corporation' });
    const entry = {
      code: 'CT0004',
      question: '질문',
      questionContents: '내용',
      answer: '<p>답</p>',
    };

    await db.insert(faqEntries).values([
      { ...entry, gubun: 'ck' },
      { ...entry, gubun: 'editor' },
    ]);
    await expect(db.insert(faqEntries).values({ ...entry, gubun: 'html' })).rejects.toThrow();
    await expect(
      db.insert(faqEntries).values({ ...entry, code: 'CT9999', gubun: 'ck' }),
    ).rejects.toThrow();
  });

  it('keeps one member per provider account and only the four providers', async () => {
    const { db } = getDatabase();
    await db.insert(members).values({ id: MEMBER_ID, provider: 'kakao', providerUserId: '42' });

    await expect(
      db.insert(members).values({ provider: 'kakao', providerUserId: '42' }),
    ).rejects.toThrow();
    await db.insert(members).values({ provider: 'naver', providerUserId: '42' });
    await expect(
      db.insert(members).values({ provider: 'facebook', providerUserId: '7' }),
    ).rejects.toThrow();
    const [member] = await db.select().from(members).where(eq(members.id, MEMBER_ID));
    expect(member).toMatchObject({ categories: [], fields: [], marketingAgree: null });
  });

  it('stores only the 11 case states and deletes cases with their member', async () => {
    const { db } = getDatabase();
    await db.insert(members).values({ id: MEMBER_ID, provider: 'apple', providerUserId: 'a' });
    const base = {
      memberId: MEMBER_ID,
      acceptDate: '2025-03-01',
      caseNumber: '2025가단1',
      title: '사건',
    };

    const [created] = await db
      .insert(cases)
      .values({ ...base, state: 'refund_in_progress', refundAt: '2025-04-01', refundPrice: 1000 })
      .returning();
    expect(created).toMatchObject({ idx: 1, isDeferred: false, refundAt: '2025-04-01' });
    await expect(db.insert(cases).values({ ...base, state: 'won' })).rejects.toThrow();
    await expect(
      db.insert(cases).values({ ...base, state: 'closed', refundPrice: -1 }),
    ).rejects.toThrow();

    await db.delete(members).where(eq(members.id, MEMBER_ID));
    expect(await db.select().from(cases)).toEqual([]);
  });

  it('checks banner file types, link types, colours, hours and date order', async () => {
    const { db } = getDatabase();
    await db
      .insert(topBanners)
      .values([banner, { ...banner, startHour: 22, startMin: 0, endHour: 2, endMin: 30 }]);
    for (const bad of [
      { fileType: 'file_tablet' },
      { linkType: 'new' },
      { colorCode: '#AE0E36' },
      { startHour: 24, startMin: 0, endHour: 1, endMin: 0 },
      { startHour: 1, startMin: 60, endHour: 2, endMin: 0 },
      { startAt: '2026-01-01' },
    ]) {
      await expect(
        db.insert(topBanners).values({ ...banner, ...bad }),
        JSON.stringify(bad),
      ).rejects.toThrow();
    }
  });

  it('holds a single statistics row', async () => {
    const { db } = getDatabase();
    await db.insert(statistics).values(statisticsRow);
    await expect(db.insert(statistics).values({ ...statisticsRow, id: 2 })).rejects.toThrow();
  });
});
