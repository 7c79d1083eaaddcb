import { describe, expect, it } from 'vitest';

import { layoutImage } from './image-fit';

const STAGE = { width: 400, height: 300 };

describe('layoutImage', () => {
  it('fits a large image inside the stage at 100 percent', () => {
    expect(layoutImage({ width: 800, height: 400 }, STAGE, 0, 100)).toEqual({
      box: { width: 400, height: 200 },
      image: { width: 400, height: 200 },
    });
  });

  it('never enlarges a small image past its own pixels at 100 percent', () => {
    const { image } = layoutImage({ width: 100, height: 50 }, STAGE, 0, 100);
    expect(image).toEqual({ width: 100, height: 50 });
  });

  it('scales the fitted size by the zoom level', () => {
    expect(layoutImage({ width: 800, height: 400 }, STAGE, 0, 200).box).toEqual({
      width: 800,
      height: 400,
    });
    expect(layoutImage({ width: 800, height: 400 }, STAGE, 0, 25).box).toEqual({
      width: 100,
      height: 50,
    });
  });

  it('fits a quarter-turned image by its turned box, which takes swapped room', () => {
    // Turned, 800x400 stands 400 wide and 800 tall: the stage's 300 px height limits it.
    const { box, image } = layoutImage({ width: 800, height: 400 }, STAGE, 90, 100);
    expect(box).toEqual({ width: 150, height: 300 });
    expect(image).toEqual({ width: 300, height: 150 });
    expect(layoutImage({ width: 800, height: 400 }, STAGE, 270, 100)).toEqual({ box, image });
  });

  it('keeps a half turn the same shape', () => {
    expect(layoutImage({ width: 800, height: 400 }, STAGE, 180, 100).box).toEqual({
      width: 400,
      height: 200,
    });
  });

  it('takes no room before the image has loaded', () => {
    expect(layoutImage({ width: 0, height: 0 }, STAGE, 0, 100).box).toEqual({
      width: 0,
      height: 0,
    });
  });
});
