import { describe, expect, it } from 'vitest';

import { FIRM_NAME } from './constants';
import { formatDocumentTitle } from './document-title';

describe('formatDocumentTitle', () => {
  it.each([
    ['상담 예약', `상담 예약 | ${FIRM_NAME}`],
    ['  법률 Q&A ', `법률 Q&A | ${FIRM_NAME}`],
    ['', FIRM_NAME],
    ['   ', FIRM_NAME],
    [undefined, FIRM_NAME],
  ])('formats %j', (pageTitle, expected) => {
    expect(formatDocumentTitle(pageTitle)).toBe(expected);
  });
});
