import { describe, expect, it, vi } from 'vitest';

import { type WebFontEnvironment, swapInWebFont } from './web-font';

const STACK = "'Pretendard Variable', Pretendard, -apple-system, 'Noto Sans KR', sans-serif";

/** A page whose stylesheet and font loads the test settles by hand. */
function fakePage() {
  const style = new Map<string, string>();
  let finishStylesheet: () => void = () => {};
  const pending: { resolve: (faces: FontFace[]) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () => new Promise<FontFace[]>((resolve, reject) => pending.push({ resolve, reject })),
  );
  const environment: WebFontEnvironment = {
    root: {
      style: {
        setProperty: (name: string, value: string | null) => void style.set(name, value ?? ''),
        removeProperty: (name: string) => {
          const value = style.get(name) ?? '';
          style.delete(name);
          return value;
        },
      },
    },
    fonts: { load } as unknown as Pick<FontFaceSet, 'load'>,
    stack: STACK,
    text: '법무법인 대륜',
  };
  const stylesheet = () => new Promise<void>((resolve) => (finishStylesheet = resolve));
  return {
    style,
    load,
    environment,
    stylesheet,
    finishStylesheet: () => finishStylesheet(),
    finishFonts: () => pending.forEach(({ resolve }) => resolve([])),
    failFonts: (error: Error) => pending[0]?.reject(error),
  };
}

const options = { property: '--lf-font-sans', family: /pretendard/i };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('swapInWebFont', () => {
  it('keeps the web font out of the stack until every slice the text needs has loaded', async () => {
    const page = fakePage();
    const done = swapInWebFont(options, page.stylesheet, () => page.environment);
    expect(page.style.get('--lf-font-sans')).toBe("-apple-system, 'Noto Sans KR', sans-serif");
    expect(page.load).not.toHaveBeenCalled();

    page.finishStylesheet();
    await settle();
    expect(page.load.mock.calls).toEqual([
      ["1em 'Pretendard Variable'", '법무법인 대륜'],
      ['1em Pretendard', '법무법인 대륜'],
    ]);
    expect(page.style.has('--lf-font-sans')).toBe(true);

    page.finishFonts();
    await done;
    expect(page.style.has('--lf-font-sans')).toBe(false);
  });

  it('restores the stack when a slice fails to load', async () => {
    const page = fakePage();
    const done = swapInWebFont(options, page.stylesheet, () => page.environment);
    page.finishStylesheet();
    await settle();
    page.failFonts(new Error('network'));
    await done;
    expect(page.style.has('--lf-font-sans')).toBe(false);
  });

  it('keeps the system font until the switch moment, however early the slices arrive', async () => {
    const page = fakePage();
    let switchNow: () => void = () => {};
    const moment = new Promise<void>((resolve) => (switchNow = resolve));
    const done = swapInWebFont(
      options,
      page.stylesheet,
      () => page.environment,
      () => moment,
    );
    page.finishStylesheet();
    await settle();
    page.finishFonts();
    await settle();
    await settle();
    expect(page.style.get('--lf-font-sans')).toBe("-apple-system, 'Noto Sans KR', sans-serif");

    switchNow();
    await done;
    expect(page.style.has('--lf-font-sans')).toBe(false);
  });
});
