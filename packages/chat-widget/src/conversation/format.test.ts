import { describe, expect, it } from 'vitest';

import {
  dayKey,
  formatDateLabel,
  formatFileSize,
  formatPhoneNumber,
  formatTime,
  fileNameParts,
  shortenFileName,
} from './format';

const SEOUL = 'Asia/Seoul';

describe('formatTime (spec §2: HH:MM)', () => {
  it.each([
    ['2026-11-25T00:05:00Z', '09:05'],
    ['2026-11-25T14:59:00Z', '23:59'],
    ['2026-11-25T15:00:00Z', '00:00'],
    ['2026-11-25T03:30:00+09:00', '03:30'],
  ])('%s in Seoul is %s', (iso, expected) => {
    expect(formatTime(iso, SEOUL)).toBe(expected);
  });

  it('takes epoch milliseconds too', () => {
    expect(formatTime(Date.UTC(2026, 10, 25, 4, 7), SEOUL)).toBe('13:07');
    expect(formatTime(Date.UTC(2026, 10, 25, 4, 7), 'UTC')).toBe('04:07');
  });
});

describe('formatDateLabel and dayKey (spec §2: a separator per day, in Korean)', () => {
  it.each([
    ['2026-11-25T00:00:00Z', '2026년 11월 25일', '2026-11-25'],
    ['2026-11-25T14:59:59Z', '2026년 11월 25일', '2026-11-25'],
    ['2026-11-25T15:00:00Z', '2026년 11월 26일', '2026-11-26'],
    ['2027-01-01T00:00:00+09:00', '2027년 1월 1일', '2027-1-1'],
  ])('%s in Seoul is %s', (iso, label, key) => {
    expect(formatDateLabel(iso, SEOUL)).toBe(label);
    expect(dayKey(iso, SEOUL)).toBe(key);
  });
});

describe('shortenFileName (spec §2: over 12 characters before the extension)', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['twelve_chars.pdf', 'twelve_chars.pdf'],
    ['thirteen_char.pdf', 'thirteen_cha….pdf'],
    ['계약서_최종본_수정_2026년.hwp', '계약서_최종본_수정_2….hwp'],
    ['archive.backup.tar.gz', 'archive.back….gz'],
    ['no-extension-at-all', 'no-extension…'],
    ['.hidden-config-file', '.hidden-conf…'],
    ['ends-with-a-dot-here.', 'ends-with-a-…'],
  ])('%s -> %s', (name, expected) => {
    expect(shortenFileName(name)).toBe(expected);
  });
});

describe('fileNameParts: the end that never wraps', () => {
  it.each([
    ['thirteen_cha….pdf', ['thirteen_ch', 'a….pdf']],
    ['report.pdf', ['repor', 't.pdf']],
    ['계약서_최종본_수정_2….hwp', ['계약서_최종본_수정_', '2….hwp']],
    // A letter outside the basic plane stays whole (no half of a surrogate pair).
    ['사진📷….jpg', ['사진', '📷….jpg']],
    ['no-extension…', ['no-extension…', '']],
    ['.hidden-conf…', ['.hidden-conf…', '']],
  ])('%s -> %j', (name, parts) => {
    expect(fileNameParts(name)).toEqual(parts);
  });
});

describe('formatFileSize (spec §2: B, KB, MB, GB)', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 + 300, '10 KB'],
    [819 * 1024, '819 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [2.25 * 1024 * 1024 * 1024, '2.3 GB'],
    [3000 * 1024 * 1024 * 1024, '3000 GB'],
  ])('%i bytes -> %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('formatPhoneNumber', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0101234567', '010-123-4567'],
    ['010-****-5678', '010-****-5678'],
    ['', ''],
  ])('%s -> %s', (value, expected) => {
    expect(formatPhoneNumber(value)).toBe(expected);
  });
});
