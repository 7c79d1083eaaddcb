import { centerGroup } from '@lawfirm/api-client/msw';
import { describe, expect, it } from 'vitest';

import { groupShortcuts, MA_CENTRE_LABEL } from './group-shortcuts';

const groups = [
  centerGroup('CT0000', '법무법인 대륜'),
  centerGroup('CT0004', '기업법무', { code_desc: 'corporation' }),
  centerGroup('CT0022', '심리상담센터', { domain: 'mind.lawfirm.example' }),
  centerGroup('CT0023', '디지털포렌식센터', { domain: 'forensic.lawfirm.example' }),
  centerGroup('CT0028', '의료·제약', { domain: 'medical.lawfirm.example' }),
  centerGroup('ICT0005', '기업자문그룹', { domain: 'corporate.lawfirm.example' }),
];

describe('groupShortcuts', () => {
  const shortcuts = groupShortcuts(groups);
  const byKey = Object.fromEntries(shortcuts.map((shortcut) => [shortcut.key, shortcut]));

  it('leaves out the whole firm and CT0022, keeping the API order', () => {
    expect(shortcuts.map((shortcut) => shortcut.key)).toEqual([
      'CT0004',
      'CT0023',
      'CT0028',
      'ICT0005',
      'ICT0005-ma',
    ]);
  });

  it.each([
    ['CT0023', '디지털포렌식센터'],
    ['CT0028', '의료·제약 센터'],
    ['CT0004', '기업법무'],
    ['ICT0005', '기업자문그룹'],
  ])('labels %s as %s', (key, label) => {
    expect(byKey[key]?.label).toBe(label);
  });

  it.each([
    ['CT0004', '/faq/corporation', false],
    // Scheme-relative: the page's own scheme (http on this machine, https on the firm's domain).
    ['CT0023', '//forensic.lawfirm.example', true],
    ['ICT0005-ma', '//corporate.lawfirm.example/ma', true],
  ])('links %s to %s (external %s)', (key, href, external) => {
    expect(byKey[key]).toMatchObject({ href, kind: external ? 'external' : 'route' });
  });

  it("on a centre's site, links the fields to the main site, in a new tab", () => {
    const fromCentre = groupShortcuts(groups, 'http://localhost:3000');
    expect(fromCentre.find((shortcut) => shortcut.key === 'CT0004')).toMatchObject({
      href: 'http://localhost:3000/faq/corporation',
      kind: 'external',
    });
    expect(fromCentre.find((shortcut) => shortcut.key === 'CT0023')?.href).toBe(
      '//forensic.lawfirm.example',
    );
  });

  it('gives ICT0005 its M&A centre right after it, using an M&A child link when there is one', () => {
    const withChild = groupShortcuts([
      centerGroup('ICT0005', '기업자문그룹', {
        children: [{ code: 'CT9999', code_name: 'M&A센터', etc2: '/faq/ma' }],
      }),
    ]);
    expect(withChild[1]).toEqual({
      key: 'ICT0005-ma',
      label: MA_CENTRE_LABEL,
      href: '/faq/ma',
      kind: 'route',
    });
  });
});
