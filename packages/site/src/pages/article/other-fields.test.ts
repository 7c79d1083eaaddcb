import { describe, expect, it } from 'vitest';

import { INFO_DETAIL_FIXTURE } from './article-fixture';
import { otherFields } from './other-fields';

// spec/site.md §2 sidebar "other fields (excluding the current one)", §3 empty titles hidden.
describe('otherFields', () => {
  it('leaves out the current field and untitled links; splits path and query', () => {
    expect(otherFields(INFO_DETAIL_FIXTURE.fieldData, 'CT0005')).toEqual([
      { idx: 1, title: '기업법무', to: '/info', search: { group_code: 'CT0004' } },
      { idx: 7, title: '상속·가사', to: '/info', search: { group_code: 'CT0006' } },
    ]);
  });

  it('drops a link that is not a site path', () => {
    expect(
      otherFields([{ idx: 1, title: '외부', link: 'https://elsewhere.example/' }], 'CT0005'),
    ).toEqual([]);
  });
});
