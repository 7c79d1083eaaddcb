import { colors } from '@lawfirm/ui';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { LawyerPortrait } from './lawyer-portrait';
import { HAIR_STYLES, hashOf, portraitFeatures } from './portrait-features';

const NAMES = ['김서준', '이하린', '박도윤', '최지우', '정민재', '강수아', '조현우', '윤예린'];
const LAWYERS = NAMES.map((lawyer_name, index) => ({ idx: index + 1, lawyer_name }));
const markupOf = (lawyer: { idx: number; lawyer_name: string }) =>
  renderToStaticMarkup(<LawyerPortrait lawyer={lawyer} />);

describe('LawyerPortrait', () => {
  it('draws the same portrait for the same lawyer every time', () => {
    for (const lawyer of LAWYERS) {
      expect(markupOf({ ...lawyer })).toBe(markupOf(lawyer));
      expect(portraitFeatures(lawyer)).toEqual(portraitFeatures({ ...lawyer }));
    }
  });

  it('draws different lawyers differently, with several cuts among a handful', () => {
    const markups = LAWYERS.map(markupOf);
    expect(new Set(markups).size).toBe(LAWYERS.length);
    expect(markupOf({ idx: 1, lawyer_name: '김서준' })).not.toBe(
      markupOf({ idx: 2, lawyer_name: '김서준' }),
    );
    const cuts = new Set(LAWYERS.map((lawyer) => portraitFeatures(lawyer).hairStyle));
    expect(cuts.size).toBeGreaterThanOrEqual(3);
    for (const cut of cuts) expect(HAIR_STYLES).toContain(cut);
  });

  it('dresses the lawyers in the site palette', () => {
    const ties = LAWYERS.map((lawyer) => portraitFeatures(lawyer))
      .filter((face) => face.attire === 'tie')
      .map((face) => face.tie);
    expect(
      ties.some((tie) =>
        [colors.brand, colors.brandHover, colors.brandActive].includes(tie as never),
      ),
    ).toBe(true);
  });

  it('is a drawing, not a name: no text, no initials, hidden from assistive technology', () => {
    const { container } = render(<LawyerPortrait lawyer={LAWYERS[0]!} className="photo" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('class')).toBe('photo');
    expect(svg.querySelector('text')).toBeNull();
    expect(svg.textContent).toBe('');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('hashOf', () => {
  it('is stable and spreads close inputs apart', () => {
    expect(hashOf('1:김서준')).toBe(hashOf('1:김서준'));
    expect(hashOf('1:김서준')).not.toBe(hashOf('2:김서준'));
    expect(hashOf('')).toBe(0x811c9dc5);
  });
});
