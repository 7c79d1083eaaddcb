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
 * Loads a web font and switches the page to it in one relayout. Left alone, the browser swaps
 * each unicode-range slice in as it arrives, laying the page out again every time (a Korean
 * page needs a dozen or more slices); each relayout is a long main-thread task on a phone.
 * So while the slices load, `property` (the font stack every style reads) leaves out the
 * families named `family`; once they are all in (or failed), the stack is restored.
 */
export async function swapInWebFont(
  { property, family }: { property: string; family: RegExp },
  loadStylesheet: () => Promise<unknown>,
  environment: () => WebFontEnvironment,
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
  } finally {
    root.style.removeProperty(property);
  }
}
