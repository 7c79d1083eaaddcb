// spec/site.md §3 Statistics and the strength counts. Made-up figures in proportion to the
// firm facts of §1 (200+ lawyers, 7 years of closed cases); office_cnt counts the seeded offices.
import type { NewStatisticsRow } from '../db/schema';
import { OFFICE_SEED } from './office-seed';

export const STATISTICS_SEED: NewStatisticsRow = {
  id: 1,
  consultCnt: 184_356,
  mandateCnt: 52_871,
  professionalCnt: 231,
  consultCntDay: 96,
  mandateCntDay: 27,
  officeCnt: OFFICE_SEED.offices.length,
  consultDate: '2025-10-31',
  monthBusinessDay: 21,
  proCount: 231,
  experienceCnt: 48_500,
  worldOfficeCnt: 40,
  totalWorldOfficeCnt: 46,
  updatedAt: new Date('2025-11-01T00:00:00+09:00'),
};
