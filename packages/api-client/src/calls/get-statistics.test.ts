import { describe } from 'vitest';

import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import { statisticsResponseSchema } from './get-statistics';

const statistics = {
  consult_cnt: 312_450,
  mandate_cnt: 48_210,
  professional_cnt: 212,
  consult_cnt_day: 410,
  mandate_cnt_day: 63,
  office_cnt: 27,
  consult_date: '2025-06-30',
  month_business_day: 21,
};

describe('statisticsResponseSchema', () => {
  itAccepts(statisticsResponseSchema, { result: true, data: statistics });
  itRejects(statisticsResponseSchema, [
    [
      'a missing mandate_cnt',
      { result: true, data: without(statistics, 'mandate_cnt') },
      'data.mandate_cnt',
    ],
    [
      'a count as formatted text',
      { result: true, data: { ...statistics, consult_cnt: '312,450' } },
      'data.consult_cnt',
    ],
    [
      'a negative count',
      { result: true, data: { ...statistics, office_cnt: -1 } },
      'data.office_cnt',
    ],
    [
      'a dotted date',
      { result: true, data: { ...statistics, consult_date: '2025.06.30' } },
      'data.consult_date',
    ],
  ]);
});
