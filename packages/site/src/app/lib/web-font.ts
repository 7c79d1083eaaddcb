/** What `swapInWebFont` touches, so a test can hand in its own. */
export interface WebFontEnvironment {
  root: { style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'> };
  fonts: Pick<FontFaceSet, 'load'>;
  /** The value of the font-stack custom property as the page's CSS sets it. */
  stack: string;
  /** The characters the font is needed for. */
  text: string;
}

/**
 * Loads a web font and switches the page to it in one relayout, at a moment that moves nothing
 * the visitor is reading. Left alone, the browser swaps each unicode-range slice in as it
 * arrives, laying the page out again every time (a Korean page needs a dozen or more slices);
 * each relayout is a long main-thread task on a phone, and the text the visitor reads moves
 * (the article page's sidebar moved by 0.03 of the viewport, a layout shift). So while the
 * slices load, `property` (the font stack every style reads) leaves out the families named
 * `family`; once they are all in (or failed), the stack is restored when `switchMoment`
 * resolves: the next page the visitor opens, which is laid out afresh anyway. Like CSS's
 * `font-display: optional`, the page first shown keeps the system font it was painted in.
 */
export async function swapInWebFont(
  { property, family }: { property: string; family: RegExp },
  loadStylesheet: () => Promise<unknown>,
  environment: () => WebFontEnvironment,
  switchMoment: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const { root, fonts, stack, text } = environment();
  const families = stack.split(',').map((name) => name.trim());
  const webFamilies = families.filter((name) => family.test(name));
  const withoutWebFont = families.filter((name) => !family.test(name)).join(', ');
  root.style.setProperty(property, withoutWebFont);
  try {
    await loadStylesheet();
    await Promise.all(webFamilies.map((name) => fonts.load(`1em ${name}`, text)));
  } catch {
    // A slice that failed to load: the browser falls back per character, as it would anyway.
  }
  await switchMoment();
  root.style.removeProperty(property);
}
