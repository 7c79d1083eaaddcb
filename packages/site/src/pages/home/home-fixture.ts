// The seed's statistics row, for the home page's tests and stories.
import type { Statistics } from '@lawfirm/api-client/site';

export const STATISTICS_FIXTURE: Statistics = {
  consult_cnt: 184_356,
  mandate_cnt: 52_871,
  professional_cnt: 231,
  consult_cnt_day: 96,
  mandate_cnt_day: 27,
  office_cnt: 25,
  consult_date: '2025-10-31',
  month_business_day: 21,
};
