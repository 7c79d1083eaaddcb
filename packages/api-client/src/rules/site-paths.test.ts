import { describe, expect, it } from 'vitest';

import {
  articleDetailPath,
  articleListPath,
  faqDetailPath,
  faqListPath,
  officePath,
  strengthPath,
  termPath,
} from './site-paths';

describe('site paths (spec/site.md §2 route table)', () => {
  it('builds each data page path, encoding what the data holds', () => {
    expect(faqListPath()).toBe('/faq');
    expect(faqListPath('divorce')).toBe('/faq/divorce');
    expect(faqDetailPath(128)).toBe('/faq/detail/128');
    expect(strengthPath('taskforce')).toBe('/strength/taskforce');
    expect(officePath('busan1')).toBe('/map/busan1');
    expect(termPath('privacy-policy')).toBe('/common/term/privacy-policy');
    expect(articleListPath('info')).toBe('/info');
    expect(articleListPath('success', 'CT0004')).toBe('/success?group_code=CT0004');
    expect(articleDetailPath('info', 12)).toBe('/info/12');
    expect(articleDetailPath('success', 23)).toBe('/success/23');
    expect(officePath('서울 본사')).toBe('/map/%EC%84%9C%EC%9A%B8%20%EB%B3%B8%EC%82%AC');
  });
});
