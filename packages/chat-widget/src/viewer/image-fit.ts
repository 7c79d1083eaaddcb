// spec/chat-widget.md §2 Image viewer: the image fits the stage at 100 percent, turned and
// zoomed from there. A turned image takes the turned box in the layout, so that a zoomed one
// scrolls to every edge (a CSS transform alone changes how it looks, not the room it takes).

export interface Size {
  width: number;
  height: number;
}

export interface ImageLayout {
  /** The room the image takes in the stage: its turned, zoomed box. */
  box: Size;
  /** The image element's own size before it is turned. */
  image: Size;
}

/** Quarter turns that swap width and height. */
const isSideways = (rotation: number) => rotation % 180 !== 0;

/**
 * Where an image of `natural` size goes on a `stage`: fitted inside it (never enlarged past
 * its own pixels), then scaled by `zoomPercent` and turned by `rotation` degrees.
 */
export function layoutImage(
  natural: Size,
  stage: Size,
  rotation: number,
  zoomPercent: number,
): ImageLayout {
  const sideways = isSideways(rotation);
  const turned = sideways ? { width: natural.height, height: natural.width } : natural;
  const fit =
    turned.width > 0 && turned.height > 0
      ? Math.min(1, stage.width / turned.width, stage.height / turned.height)
      : 0;
  const scale = fit * (zoomPercent / 100);
  const image = { width: natural.width * scale, height: natural.height * scale };
  const box = sideways ? { width: image.height, height: image.width } : image;
  return { box, image };
}
