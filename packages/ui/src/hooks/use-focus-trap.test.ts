import { afterEach, describe, expect, it } from 'vitest';

import { activeElementFor, wrapFocusTarget } from './use-focus-trap';

afterEach(() => {
  document.body.innerHTML = '';
});

function dialogWith(html: string) {
  document.body.innerHTML = `<button id="outside">밖</button><div id="box">${html}</div>`;
  return document.getElementById('box')!;
}

describe('wrapFocusTarget', () => {
  it('wraps from the last control to the first and back', () => {
    const box = dialogWith('<button id="a">a</button><a id="b" href="/x">b</a>');
    const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
    expect(wrapFocusTarget(box, b, false)).toBe(a);
    expect(wrapFocusTarget(box, a, true)).toBe(b);
  });

  it('lets the browser move between controls inside', () => {
    const box = dialogWith('<button id="a">a</button><button id="b">b</button>');
    expect(wrapFocusTarget(box, document.getElementById('a'), false)).toBeNull();
    expect(wrapFocusTarget(box, document.getElementById('b'), true)).toBeNull();
  });

  it('brings focus from outside back in, skipping disabled and tabindex=-1', () => {
    const box = dialogWith(
      '<button disabled>x</button><h2 tabindex="-1">t</h2><button id="a">a</button>',
    );
    const outside = document.getElementById('outside');
    expect(wrapFocusTarget(box, outside, false)?.id).toBe('a');
    expect(wrapFocusTarget(box, null, true)?.id).toBe('a');
  });

  it('does nothing in a container without controls', () => {
    expect(wrapFocusTarget(dialogWith('<p>글</p>'), null, false)).toBeNull();
  });
});

describe('activeElementFor', () => {
  it('sees the focused control inside a shadow root, not its host', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div id="box"><button id="inner">안</button></div>';
    const inner = shadow.getElementById('inner')!;
    inner.focus();
    expect(document.activeElement).toBe(host);
    expect(activeElementFor(shadow.getElementById('box')!)).toBe(inner);
  });

  it('reads the document outside shadow roots', () => {
    const box = dialogWith('<button id="a">a</button>');
    document.getElementById('a')!.focus();
    expect(activeElementFor(box)?.id).toBe('a');
  });
});
