import { describe, expect, it } from 'vitest';

import { BROCHURES, brochureLinks } from './brochures';

const onHost = (path: string) => `https://cdn.lawfirm.example${path}`;

describe('brochureLinks', () => {
  it('offers the three brochures of spec/site.md §1 on the static host', () => {
    expect(BROCHURES).toHaveLength(3);
    expect(brochureLinks(null, onHost)).toEqual(
      BROCHURES.map(({ key, label, path }) => ({
        key,
        label,
        href: `https://cdn.lawfirm.example${path}`,
        kind: 'document',
      })),
    );
  });

  it("puts a centre's own brochure first", () => {
    const links = brochureLinks('/static/brochures/forensic.pdf', onHost);
    expect(links.map((link) => link.href)).toEqual([
      'https://cdn.lawfirm.example/static/brochures/forensic.pdf',
      ...BROCHURES.map(({ path }) => `https://cdn.lawfirm.example${path}`),
    ]);
    expect(links[0]!.label).toBe('센터 소개서');
  });
});
