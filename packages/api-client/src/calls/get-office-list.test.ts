import { describe, expect, it } from 'vitest';

import { REGIONS } from '../constants';
import { office } from '../test-utils/fixtures';
import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import { officeListResponseSchema } from './get-office-list';

const regions = REGIONS.map(({ key, name }) => ({
  key,
  name,
  offices: key === 'seoul' ? [office] : [],
}));
const data = (list: unknown) => ({ result: true, data: { list } });

describe('officeListResponseSchema', () => {
  it('names 12 regions (spec/site.md §2 Office map)', () => {
    expect(REGIONS).toHaveLength(12);
  });

  itAccepts(officeListResponseSchema, data(regions));
  itRejects(officeListResponseSchema, [
    [
      'an unknown region',
      data([{ key: 'pyongyang', name: '평양', offices: [] }]),
      'data.list.0.key',
    ],
    [
      'an office without place_id',
      data([{ ...regions[2], offices: [without(office, 'place_id')] }]),
      'data.list.0.offices.0.place_id',
    ],
    [
      'parking lines as one string',
      data([{ ...regions[2], offices: [{ ...office, parking_info_arr: office.parking_info }] }]),
      'data.list.0.offices.0.parking_info_arr',
    ],
  ]);
});
