// spec/chat-widget.md §1 (the widget lives on anyone's page): a page whose Content Security
// Policy has no 'unsafe-inline' for styles blocks every <style> element and style="" attribute
// the widget would write. Constructable stylesheets are not inline styles, so the policy
// allows them: all of the widget's CSS goes through here. Every browser the widget supports
// has them (Chrome 73, Firefox 101, Safari 16.4); no <style> fallback, which a strict policy
// would block anyway and which would cost bytes of the loader's budget.

/**
 * Adds `cssText` to `root` (the widget's shadow root, or a document in tests) as a
 * constructable stylesheet, and returns a function that removes it again.
 */
export function adoptStyles(root: ShadowRoot | Document, cssText: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}
