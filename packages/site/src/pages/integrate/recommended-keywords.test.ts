import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import { describe, expect, it } from 'vitest';

import { CENTRE_CODE, CENTRE_GROUPS } from '../centre-home/centre-home-fixture';

import { RECOMMENDED_FIXTURE } from './integrate-fixture';
import { recommendedKeywords } from './recommended-keywords';

describe('recommendedKeywords', () => {
  it("recommends the home's hash tags on the main site", () => {
    expect(recommendedKeywords(RECOMMENDED_FIXTURE, CENTRE_GROUPS, DEFAULT_CENTER_CODE)).toEqual(
      RECOMMENDED_FIXTURE,
    );
  });

  it("recommends a centre's category names on its site, never the firm's tags", () => {
    expect(recommendedKeywords(RECOMMENDED_FIXTURE, CENTRE_GROUPS, CENTRE_CODE)).toEqual([
      '디지털포렌식',
      '증거조사',
    ]);
  });

  it('recommends nothing on a centre the group list does not name (or before it loads)', () => {
    expect(recommendedKeywords(RECOMMENDED_FIXTURE, undefined, CENTRE_CODE)).toEqual([]);
    expect(recommendedKeywords(RECOMMENDED_FIXTURE, CENTRE_GROUPS, 'CT9999')).toEqual([]);
  });
});
