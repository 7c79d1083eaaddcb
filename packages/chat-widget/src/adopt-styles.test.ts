import { afterEach, describe, expect, it } from 'vitest';

import { adoptStyles } from './adopt-styles';

afterEach(() => {
  document.body.replaceChildren();
});

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

describe('adoptStyles', () => {
  it('adds a constructable stylesheet, not a <style> element, and removes it again', () => {
    const root = shadowRoot();
    const remove = adoptStyles(root, '.a{color:red}');
    const removeSecond = adoptStyles(root, '.b{color:blue}');
    expect(root.querySelector('style')).toBeNull();
    expect(root.adoptedStyleSheets.map((sheet) => sheet.cssRules[0]?.cssText)).toEqual([
      '.a { color: red; }',
      '.b { color: blue; }',
    ]);
    remove();
    expect(root.adoptedStyleSheets).toHaveLength(1);
    removeSecond();
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });

  it('adopts into a document as well (a view rendered outside the widget, in tests)', () => {
    const remove = adoptStyles(document, '.c{color:green}');
    expect(document.adoptedStyleSheets).toHaveLength(1);
    remove();
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });
});
