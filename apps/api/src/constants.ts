// The spec constants the api relies on, named as the spec names them.

/** spec/site.md §1 and §9: CT0000 is the whole firm and the default centre code. */
export const DEFAULT_CENTER_CODE = 'CT0000';

/** spec/site.md §3 "Category codes for interest selection", in the spec's order. */
export const CATEGORY_CODES = [
  'CT0004',
  'CT0014',
  'CT0026',
  'CT0021',
  'CT0007',
  'CT0005',
  'CT0006',
  'CT0012',
  'CT0024',
  'CT0001',
  'CT0019',
  'CT0017',
  'CT0002',
  'CT0013',
  'CT0008',
  'CT0003',
  'CT0009',
  'CT0011',
  'CT0018',
  'CT0027',
  'CT0016',
  'CT0025',
  'CT0015',
  'CT0029',
  'CT0030',
] as const;

/** spec/site.md §2 Footer "Group list rules": the centres and groups the footer names. */
export const CENTER_CODES = ['CT0022', 'CT0023', 'CT0028', 'ICT0005'] as const;

/** spec/site.md §3 Group/centre: parent_code is "centre or in_center". */
export const PARENT_CODE = {
  centre: 'centre',
  inCenter: 'in_center',
} as const;

export type CategoryCode = (typeof CATEGORY_CODES)[number];
export type CenterCode = (typeof CENTER_CODES)[number];
export type GroupCode = typeof DEFAULT_CENTER_CODE | CategoryCode | CenterCode;
