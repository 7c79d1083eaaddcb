import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import type { Center } from '@lawfirm/api-client/site-core';
import { describe, expect, it } from 'vitest';

import { siteFaqGroups } from './centre-faq-groups';

const group = (code: string) => ({ code, code_name: code, code_desc: code.toLowerCase() });
const groups = ['CT0005', 'CT0006', 'CT0029', 'CT0001'].map(group);
const centre = (code: string, children: string[]): Center => ({
  code,
  code_name: `${code} 센터`,
  code_desc: code.toLowerCase(),
  parent_code: null,
  etc: null,
  domain: null,
  gubun: null,
  children: children.map((child) => ({ code: child, code_name: child, etc2: null })),
});
const centres = [centre('CT0032', ['CT0005', 'CT0006', '/brochure']), centre('CT0023', ['CT0029'])];

describe('siteFaqGroups', () => {
  it('keeps every category on the main site', () => {
    expect(siteFaqGroups(groups, centres, DEFAULT_CENTER_CODE)).toEqual(groups);
  });

  it("keeps only the centre's own categories, in the Q&A list's order", () => {
    expect(siteFaqGroups(groups, centres, 'CT0032').map((g) => g.code)).toEqual([
      'CT0005',
      'CT0006',
    ]);
    expect(siteFaqGroups(groups, centres, 'CT0023').map((g) => g.code)).toEqual(['CT0029']);
  });

  it('lists none for a centre the group list does not give', () => {
    expect(siteFaqGroups(groups, centres, 'CT0099')).toEqual([]);
    expect(siteFaqGroups(groups, undefined, 'CT0032')).toEqual([]);
  });
});
