import { describe, expect, it } from 'vitest';
import tokensCss from './styles/tokens.css?raw';
import { breakpoints, colors, cssVariables } from './tokens';

// Prettier may wrap a long value and lower-cases hex colours: compare without either.
const normalize = (value: string) =>
  value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/#[0-9a-f]{3,8}\b/gi, (hex) => hex.toLowerCase());

function declaredVariables(css: string): Record<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      normalize(value!),
    ]),
  );
}

describe('tokens', () => {
  it('use the CI crimson of spec/site.md §2 (R174 G14 B54)', () => {
    expect(colors.brand).toBe('#AE0E36');
    expect([174, 14, 54].map((value) => value.toString(16).padStart(2, '0')).join('')).toBe(
      colors.brand.slice(1).toLowerCase(),
    );
  });

  it('name the breakpoints of spec/site.md §9', () => {
    expect(breakpoints).toMatchObject({
      homeCarousel: 640,
      scrollBehaviour: 767,
      banner: 900,
      strengthLayout: 1023,
      quickMenuDesktop: 1024,
      wideLayout: 1280,
      viewMoreLayout: 1400,
    });
  });

  it('derive CSS variable names from token names', () => {
    expect(cssVariables()).toMatchObject({
      '--lf-color-brand': '#AE0E36',
      '--lf-color-brand-hover': colors.brandHover,
      '--lf-breakpoint-banner': '900px',
      '--lf-space-4': '1rem',
    });
  });

  it('are declared in styles/tokens.css exactly as in TypeScript', () => {
    // If this fails, copy the expected declarations into tokens.css.
    expect(declaredVariables(tokensCss)).toEqual(
      Object.fromEntries(
        Object.entries(cssVariables()).map(([name, value]) => [name, normalize(value)]),
      ),
    );
  });
});
