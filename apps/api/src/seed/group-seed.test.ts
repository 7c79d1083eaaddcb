import { centerHasSubPages, centerSchema } from '@lawfirm/api-client/site';
import { describe, expect, it } from 'vitest';

import { CATEGORY_CODES, CENTER_CODES, DEFAULT_CENTER_CODE, PARENT_CODE } from '../constants';
import type { CategoryCode, CenterCode } from '../constants';
import { centerOfCategory, GROUP_SEED } from './group-seed';

describe('GROUP_SEED', () => {
  const codes = GROUP_SEED.groups.map((group) => group.code);

  it('holds every group code the spec uses, once each, the whole firm first', () => {
    expect(codes[0]).toBe(DEFAULT_CENTER_CODE);
    expect(codes).toEqual([DEFAULT_CENTER_CODE, ...CATEGORY_CODES, ...CENTER_CODES]);
    expect(new Set(codes).size).toBe(32);
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
    expect(new Set(GROUP_SEED.groups.map((group) => group.codeDesc)).size).toBe(32);
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
      CT0031: PARENT_CODE.centre,
      CT0032: PARENT_CODE.centre,
    });
  });

  it('gives five centres a site of their own, on distinct sub-domains of the site', () => {
    const sites = GROUP_SEED.groups.filter((group) => group.domain !== null);
    expect(sites.map((group) => [group.code, group.domain])).toEqual([
      ['CT0023', 'forensic.localhost:3000'],
      ['CT0028', 'medical.localhost:3000'],
      ['ICT0005', 'corporate.localhost:3000'],
      ['CT0031', 'criminal.localhost:3000'],
      ['CT0032', 'family.localhost:3000'],
    ]);
    expect(sites.every((group) => CENTER_CODES.includes(group.code as CenterCode))).toBe(true);
  });

  it('gives every centre with a site categories of its own, no category in two centres', () => {
    const categoriesOf = (code: string | undefined) =>
      GROUP_SEED.children.filter((child) => child.groupCode === code).map((child) => child.code);
    const sites = GROUP_SEED.groups.filter((group) => group.domain !== null);
    for (const site of sites) expect(categoriesOf(site.code).length, site.code).toBeGreaterThan(0);
    const all = sites.flatMap((site) => categoriesOf(site.code));
    expect(new Set(all).size).toBe(all.length);
    for (const code of all) expect(centerOfCategory(code as CategoryCode)).toBeDefined();
  });

  it('leaves exactly one centre with a site without sub pages: its children link nowhere', () => {
    const single = GROUP_SEED.groups
      .filter((group) => group.domain !== null)
      .filter((group) => {
        const children = GROUP_SEED.children
          .filter((child) => child.groupCode === group.code)
          .map((child) => ({
            code: child.code,
            code_name: child.codeName,
            etc2: child.etc2 ?? null,
          }));
        return !centerHasSubPages({ children });
      });
    expect(single.map((group) => group.code)).toEqual(['CT0028']);
  });

  it('only links children to seeded groups, with codes the shared schema accepts', () => {
    for (const child of GROUP_SEED.children) {
      expect(codes).toContain(child.groupCode);
      expect(centerSchema.shape.code.safeParse(child.code).success).toBe(true);
      const slug = GROUP_SEED.groups.find((group) => group.code === child.code)?.codeDesc;
      // A centre without sub pages (CT0028) names its categories without linking to a page.
      expect(child.etc2, child.code).toBe(child.groupCode === 'CT0028' ? null : `/faq/${slug}`);
    }
  });
});
