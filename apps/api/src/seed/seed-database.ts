import type { Db } from '../db/create-database';
import { upsertGroups } from '../db/group-queries';
import { GROUP_SEED } from './group-seed';

export interface SeedReport {
  groups: number;
  groupChildren: number;
}

/** Writes the seed data; idempotent, so `seed` can run before every start. */
export async function seedDatabase(db: Db): Promise<SeedReport> {
  await upsertGroups(db, GROUP_SEED.groups, GROUP_SEED.children);
  return { groups: GROUP_SEED.groups.length, groupChildren: GROUP_SEED.children.length };
}
