import { describe, expect, it } from 'vitest';

import {
  FAQ_PAGE_READING,
  faqElementsOf,
  isFaqPage,
  isPlainFaqContainer,
} from './article-faq-rule';
import { INFO_DETAIL_FIXTURE } from './article-fixture';

const rows = (...flags: boolean[]) => flags.map((active_faq) => ({ active_faq }));

// spec/site.md §2: "FAQ structured-data markup is applied only if some template row has
// active_faq ... The page is marked as a FAQ page when no template has active_faq (one notes
// reading); the other reading is the reverse rule above".
describe('isFaqPage', () => {
  it('uses the spec rule by default: some row with active_faq', () => {
    expect(FAQ_PAGE_READING).toBe('some-active');
    expect(isFaqPage(rows(false, true))).toBe(true);
    expect(isFaqPage(rows(false, false))).toBe(false);
  });

  it.each([
    { rows: rows(true), someActive: true, noneActive: false },
    { rows: rows(false, false, true), someActive: true, noneActive: false },
    { rows: rows(true, true), someActive: true, noneActive: false },
    { rows: rows(false), someActive: false, noneActive: true },
    { rows: rows(false, false, false), someActive: false, noneActive: true },
    { rows: rows(), someActive: false, noneActive: true },
  ])('$rows.length rows: some-active $someActive, none-active $noneActive', (example) => {
    expect(isFaqPage(example.rows, 'some-active')).toBe(example.someActive);
    expect(isFaqPage(example.rows, 'none-active')).toBe(example.noneActive);
  });

  it('gives the two readings opposite answers for the same template', () => {
    for (const template of [rows(true), rows(false), rows(false, true)]) {
      expect(isFaqPage(template, 'some-active')).toBe(!isFaqPage(template, 'none-active'));
    }
  });
});

describe('faqElementsOf', () => {
  it('keeps the titled FAQ elements of the contents, in order', () => {
    expect(faqElementsOf(INFO_DETAIL_FIXTURE.contentsList).map((item) => item.idx)).toEqual([4, 5]);
    expect(
      faqElementsOf([{ idx: 9, template_idx: 1, kind: 'faq', title: null, body: '<p>답</p>' }]),
    ).toEqual([]);
  });
});

// spec/site.md §2 "When the FAQ count in contents is 2 or more, the per-section FAQ wrapper
// becomes a plain container".
describe('isPlainFaqContainer', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])('%i FAQ elements at most: plain %s', (count, plain) => {
    expect(isPlainFaqContainer(count)).toBe(plain);
  });
});
