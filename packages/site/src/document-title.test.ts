import { describe, expect, it } from 'vitest';

import { FIRM_NAME } from './constants';
import { formatDocumentTitle, siteNameOf } from './document-title';

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

describe("a centre's site name", () => {
  it('follows the firm with the centre, in the title and alone', () => {
    const siteName = siteNameOf(' 디지털포렌식센터 ');
    expect(siteName).toBe(`${FIRM_NAME} 디지털포렌식센터`);
    expect(formatDocumentTitle('법률 Q&A', siteName)).toBe(
      `법률 Q&A | ${FIRM_NAME} 디지털포렌식센터`,
    );
    expect(formatDocumentTitle(undefined, siteName)).toBe(siteName);
  });

  it("is the firm's on the main site", () => {
    expect(siteNameOf('')).toBe(FIRM_NAME);
    expect(siteNameOf(undefined)).toBe(FIRM_NAME);
  });
});
