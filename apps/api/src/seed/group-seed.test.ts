import { centerSchema } from '@lawfirm/api-client/site';
import { describe, expect, it } from 'vitest';

import { CATEGORY_CODES, CENTER_CODES, DEFAULT_CENTER_CODE, PARENT_CODE } from '../constants';
import { GROUP_SEED } from './group-seed';

describe('GROUP_SEED', () => {
  const codes = GROUP_SEED.groups.map((group) => group.code);

  it('holds every group code the spec uses, once each, the whole firm first', () => {
    expect(codes[0]).toBe(DEFAULT_CENTER_CODE);
    expect(codes).toEqual([DEFAULT_CENTER_CODE, ...CATEGORY_CODES, ...CENTER_CODES]);
    expect(new Set(codes).size).toBe(30);
  });

  it('orders the groups by sort_order as listed', () => {
    const orders = GROUP_SEED.groups.map((group) => group.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('gives every group a Korean name and a unique URL slug', () => {
    for (const group of GROUP_SEED.groups) {
      expect(group.codeName, group.code).toMatch(/[가-힣]/);
      expect(group.codeDesc, group.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    expect(new Set(GROUP_SEED.groups.map((group) => group.codeDesc)).size).toBe(30);
  });

  it('marks the centres with the parent codes of spec/site.md §3', () => {
    const parents = Object.fromEntries(
      GROUP_SEED.groups.map((group) => [group.code, group.parentCode]),
    );
    expect(parents).toMatchObject({
      CT0022: PARENT_CODE.centre,
      CT0023: PARENT_CODE.centre,
      CT0028: PARENT_CODE.centre,
      ICT0005: PARENT_CODE.inCenter,
    });
  });

  it('only links children to seeded groups, with codes the shared schema accepts', () => {
    for (const child of GROUP_SEED.children) {
      expect(codes).toContain(child.groupCode);
      expect(centerSchema.shape.code.safeParse(child.code).success).toBe(true);
      expect(child.etc2).toMatch(/^\/faq\//);
    }
  });
});
