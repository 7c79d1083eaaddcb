import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { groupChildren, groups } from '../db/schema';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { GROUP_SEED } from './group-seed';
import { seedDatabase } from './seed-database';

describeOnEachDatabase('seedDatabase', (getDatabase) => {
  it('writes every group and child, and reports how many', async () => {
    const { db } = getDatabase();
    const report = await seedDatabase(db);

    expect(report).toEqual({ groups: 30, groupChildren: GROUP_SEED.children.length });
    expect(await db.select({ n: count() }).from(groups)).toEqual([{ n: 30 }]);
    expect(await db.select({ n: count() }).from(groupChildren)).toEqual([
      { n: GROUP_SEED.children.length },
    ]);
  });

  it('is idempotent and restores edited rows to the seed values', async () => {
    const { db } = getDatabase();
    await seedDatabase(db);
    await db.update(groups).set({ codeName: '바뀐 이름' }).where(eq(groups.code, 'CT0004'));

    await seedDatabase(db);

    expect(await db.select({ n: count() }).from(groups)).toEqual([{ n: 30 }]);
    const [corporate] = await db.select().from(groups).where(eq(groups.code, 'CT0004'));
    expect(corporate?.codeName).toBe('기업법무');
  });
});
