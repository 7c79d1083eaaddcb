import { describe, expect, it } from 'vitest';

import { STRENGTH_SEED } from '../strength-seed';
import { buildImages, staticFileOf } from './build-images';
import { strengthTileSvg } from './strength-tile';

/** The words a picture shows: its <title> and <text> contents. */
function wordsOf(svg: string): string[] {
  return [...svg.matchAll(/<(title|text)[^>]*>([^<]*)</g)].map((match) => match[2] ?? '');
}

describe('strength tiles', () => {
  const images = buildImages();

  it('draws every seeded strength with no English caption (spec/site.md §2 Strengths pages)', () => {
    for (const strength of STRENGTH_SEED) {
      const svg = images.get(staticFileOf(strength.img)) ?? '';
      expect(svg, strength.url).toContain('<g transform=');
      for (const words of wordsOf(svg)) expect(words, strength.url).not.toMatch(/[A-Za-z]/);
    }
  });

  it('gives each strength its own pictogram', () => {
    const pictograms = STRENGTH_SEED.map(
      (strength) => /<g [^>]*>(.*)<\/g>/.exec(images.get(staticFileOf(strength.img)) ?? '')?.[1],
    );
    expect(new Set(pictograms).size).toBe(STRENGTH_SEED.length);
  });

  it('refuses a strength it has no pictogram for', () => {
    expect(() => strengthTileSvg(1, 'unknown', 'AE0E36')).toThrow('No strength pictogram');
  });
});
