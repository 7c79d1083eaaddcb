import { colors } from '@lawfirm/ui';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { CI_MAIN_COLOR } from './about-constants';
import { CI } from './about-copy';
import { formatCmyk, formatRgb, hexToRgb } from './ci-color';
import { CI_SECTION_IDS, CiPage } from './ci-page';

describe('CI colour values', () => {
  it('are exactly the spec values: #AE0E36, R174 G14 B54, C39 M100 Y80 K4', () => {
    expect(CI_MAIN_COLOR.hex).toBe('#AE0E36');
    expect(formatRgb(CI_MAIN_COLOR.rgb)).toBe('R174 G14 B54');
    expect(formatCmyk(CI_MAIN_COLOR.cmyk)).toBe('C39 M100 Y80 K4');
  });

  it('agree with each other and with the brand token', () => {
    expect(hexToRgb(CI_MAIN_COLOR.hex)).toEqual(CI_MAIN_COLOR.rgb);
    expect(colors.brand.toUpperCase()).toBe(CI_MAIN_COLOR.hex);
  });

  it.each([
    ['#000000', { r: 0, g: 0, b: 0 }],
    ['#FFFFFF', { r: 255, g: 255, b: 255 }],
    ['1B1B1F', { r: 27, g: 27, b: 31 }],
  ])('hexToRgb(%s)', (hex, rgb) => {
    expect(hexToRgb(hex)).toEqual(rgb);
  });
});

describe('CiPage', () => {
  it('shows the intro, three explanation points, the colour system and both signatures', async () => {
    await renderWithRouter(<CiPage />, { path: '/about/ci' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('CI 소개');
    expect(screen.getByText(CI.ci_1)).toBeTruthy();

    const explanation = document.getElementById(CI_SECTION_IDS.explanation)!;
    expect(within(explanation).getAllByRole('listitem')).toHaveLength(3);

    const colorSystem = document.getElementById(CI_SECTION_IDS.colorSystem)!;
    for (const value of ['#AE0E36', 'R174 G14 B54', 'C39 M100 Y80 K4']) {
      expect(within(colorSystem).getByText(value, { exact: true })).toBeTruthy();
    }

    const signature = document.getElementById(CI_SECTION_IDS.signature)!;
    const figures = within(signature).getAllByRole('figure');
    expect(figures.map((figure) => figure.dataset.orientation)).toEqual(['horizontal', 'vertical']);
    // The header's wordmark markup, with the firm's name.
    for (const figure of figures) {
      expect(figure.querySelector('.site-wordmark')?.textContent).toBe('법무법인 대륜');
    }
  });
});
