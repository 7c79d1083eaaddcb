import { describe, expect, it } from 'vitest';

import { centerHasSubPages } from './center-sub-pages';

const child = (etc2: string | null) => ({ code: 'CT0029', code_name: '디지털포렌식', etc2 });

describe('centerHasSubPages (spec/site.md §2 Header, from call #1 children)', () => {
  it.each([
    ['children linking to their pages', [child('/faq/digital-forensics')], true],
    ['one child of several with a link', [child(null), child('/faq/evidence')], true],
    ['children without links', [child(null), child(null)], false],
    ['children with blank links', [child(''), child('  ')], false],
    ['no children', [], false],
  ])('%s', (_name, children, expected) => {
    expect(centerHasSubPages({ children })).toBe(expected);
  });
});
