import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { describeOnEachDatabase } from '../test-support/test-databases';
import { faqEntries, faqGroups, members } from './schema';
import { syncIdentity, upsertRows } from './seed-queries';

const group = { code: 'CT0005', codeName: '이혼', codeDesc: 'divorce' };
const entry = (idx: number, question: string, hit: number) => ({
  idx,
  code: 'CT0005',
  question,
  questionContents: '내용',
  answer: '<p>답변</p>',
  gubun: 'ck',
  hit,
});

describeOnEachDatabase('upsertRows and syncIdentity', (getDatabase) => {
  it('inserts, then rewrites every column but the target and the kept ones', async () => {
    const { db } = getDatabase();
    await upsertRows(db, faqGroups, [group], { target: faqGroups.code });
    await upsertRows(db, faqEntries, [entry(1, '처음 질문', 10)], { target: faqEntries.idx });

    await upsertRows(db, faqEntries, [entry(1, '바뀐 질문', 99)], {
      target: faqEntries.idx,
      keep: [faqEntries.hit],
    });

    const rows = await db.select().from(faqEntries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ question: '바뀐 질문', hit: 10 });
  });

  it('leaves existing rows alone with doNothing', async () => {
    const { db } = getDatabase();
    const id = '00000000-0000-4000-8000-0000000000bb';
    await upsertRows(db, members, [{ id, provider: 'google', providerUserId: 'g', name: '처음' }], {
      target: members.id,
      doNothing: true,
    });
    await upsertRows(db, members, [{ id, provider: 'google', providerUserId: 'g', name: '나중' }], {
      target: members.id,
      doNothing: true,
    });

    const [member] = await db.select().from(members).where(eq(members.id, id));
    expect(member?.name).toBe('처음');
  });

  it('writes large inputs in batches', async () => {
    const { db } = getDatabase();
    await upsertRows(db, faqGroups, [group], { target: faqGroups.code });
    const many = Array.from({ length: 1_234 }, (_, index) => entry(index + 1, `질문 ${index}`, 0));

    await upsertRows(db, faqEntries, many, { target: faqEntries.idx });

    expect(await db.$count(faqEntries)).toBe(1_234);
  });

  it('moves the identity past seeded ids so new rows get fresh ones', async () => {
    const { db } = getDatabase();
    await upsertRows(db, faqGroups, [group], { target: faqGroups.code });
    await upsertRows(db, faqEntries, [entry(1, '가', 0), entry(7, '나', 0)], {
      target: faqEntries.idx,
    });

    await syncIdentity(db, faqEntries, faqEntries.idx);
    const { idx: _idx, ...withoutIdx } = entry(0, '다', 0);
    const [created] = await db.insert(faqEntries).values(withoutIdx).returning();

    expect(created?.idx).toBe(8);
  });
});
