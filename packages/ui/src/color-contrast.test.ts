import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './color-contrast';
import { colors } from './tokens';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    // Reference values from the WCAG definition, rounded to two decimals.
    ['#767676', '#FFFFFF', 4.54],
    ['#AE0E36', '#FFFFFF', 7.2],
  ])('%s on %s is %s:1', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 1);
  });

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio('#FFFFFF', '#AE0E36')).toBe(contrastRatio('#AE0E36', '#FFFFFF'));
  });

  it('rejects what is not #RRGGBB', () => {
    expect(() => relativeLuminance('crimson')).toThrow(TypeError);
  });
});

// WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for control outlines and focus indicators (1.4.11).
const TEXT = 4.5;
const NON_TEXT = 3;

describe('the palette meets WCAG 2.2 AA', () => {
  it.each([
    ['text on surface', colors.text, colors.surface, TEXT],
    ['text on surfaceMuted', colors.text, colors.surfaceMuted, TEXT],
    ['textMuted on surface', colors.textMuted, colors.surface, TEXT],
    ['textMuted on surfaceMuted', colors.textMuted, colors.surfaceMuted, TEXT],
    ['brand text on surface', colors.brand, colors.surface, TEXT],
    ['brand text on brandSubtle', colors.brand, colors.brandSubtle, TEXT],
    ['onBrand on brand', colors.onBrand, colors.brand, TEXT],
    ['onBrand on brandHover', colors.onBrand, colors.brandHover, TEXT],
    ['onBrand on brandActive', colors.onBrand, colors.brandActive, TEXT],
    ['borderStrong on surface', colors.borderStrong, colors.surface, NON_TEXT],
    ['focusRing on surface', colors.focusRing, colors.surface, NON_TEXT],
    ['focusRing on surfaceMuted', colors.focusRing, colors.surfaceMuted, NON_TEXT],
  ])('%s', (_pair, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
