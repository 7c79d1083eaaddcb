// The design tokens of the platform: one source for TypeScript (this module) and CSS
// (styles/tokens.css, whose variables tokens.test.ts compares with cssVariables()).

/**
 * spec/site.md §2 CI page: "The main colour is a crimson, #AE0E36 (R174 G14 B54,
 * C39 M100 Y80 K4)". The rest of the palette is ours; colour-contrast.test.ts holds every
 * text/background pair to WCAG 2.2 AA.
 */
export const colors = {
  brand: '#AE0E36',
  /** Darker crimson for hover and pressed states: white text stays above AA on both. */
  brandHover: '#920B2D',
  brandActive: '#760924',
  /** Pale crimson behind crimson text (secondary button hover, selected rows). */
  brandSubtle: '#FBEEF1',
  onBrand: '#FFFFFF',
  text: '#1B1B1F',
  textMuted: '#5B5B66',
  surface: '#FFFFFF',
  surfaceMuted: '#F5F5F7',
  /** Decorative dividers only; WCAG asks no contrast of them. */
  border: '#E2E2E7',
  /** Outlines that identify a control (inputs, secondary buttons): at least 3:1. */
  borderStrong: '#8A8A96',
  /** Keyboard focus outline, drawn 2 px outside the control on the page background. */
  focusRing: '#AE0E36',
} as const;

/** A 4 px grid, in rem so that it follows the visitor's font-size setting. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '16px',
  full: '9999px',
} as const;

/**
 * Layout widths in px, named as spec/site.md §9 (and §2 where noted) names them. A
 * breakpoint is the boundary the spec states; whether it belongs to the narrow or the
 * wide side is the spec's sentence for that feature, so components write their own media
 * queries from these numbers.
 */
export const breakpoints = {
  /** §9 "Consultation image breakpoints 1024 and 400 px" (the narrow one). */
  consultationImageNarrow: 400,
  /** §9 "Home carousel: breakpoints 520 and 640 px" (the narrow one). */
  homeCarouselNarrow: 520,
  /** §9 "Home carousel: … active at 640 or less". */
  homeCarousel: 640,
  /** §9 "Scroll-behaviour breakpoint 767 px". */
  scrollBehaviour: 767,
  /** §2 Management values: "Under 768px all items are listed". */
  managementValues: 768,
  /** §9 "Banner breakpoint 900 px": desktop banners only above it. */
  banner: 900,
  /** §9 "Strength layout breakpoint 1023 px". */
  strengthLayout: 1023,
  /** §9 "Quick menu: desktop at 1024 px"; §4 "a 1024 width boundary". */
  quickMenuDesktop: 1024,
  /** §9 "Consultation image breakpoints 1024 and 400 px" (the wide one). */
  consultationImage: 1024,
  /** §9 "Wide layout 1280 px". */
  wideLayout: 1280,
  /** §9 "View-more layout switch 1400 px". */
  viewMoreLayout: 1400,
  /** §9 Quick menu "offset from bottom … 150 px at 1700 px or more". */
  quickMenuWideOffset: 1700,
} as const;

/**
 * Pretendard first (self-hosted, see styles/index.css), then the system fonts that have
 * Hangul on each platform, then the Latin system fonts, so a page still reads well before
 * the web font arrives or if it never does.
 */
export const fontFamily = {
  sans: "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', Roboto, 'Helvetica Neue', 'Segoe UI', sans-serif",
} as const;

export const fontSize = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '2rem',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const tokens = {
  colors,
  space,
  radii,
  breakpoints,
  fontFamily,
  fontSize,
  fontWeight,
} as const;
export type Tokens = typeof tokens;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function group(prefix: string, values: Readonly<Record<string, string | number>>, unit = '') {
  return Object.entries(values).map(
    ([name, value]) => [`--lf-${prefix}-${kebab(name)}`, `${value}${unit}`] as const,
  );
}

/**
 * The CSS custom properties that styles/tokens.css declares on :root, derived from the
 * tokens above (`colors.brandHover` → `--lf-color-brand-hover`).
 */
export function cssVariables(): Record<`--lf-${string}`, string> {
  return Object.fromEntries([
    ...group('color', colors),
    ...group('space', space),
    ...group('radius', radii),
    ...group('breakpoint', breakpoints, 'px'),
    ...group('font', fontFamily),
    ...group('font-size', fontSize),
    ...group('font-weight', fontWeight),
  ]);
}
