// spec/chat-widget.md §2, §9: the viewer's strip shows at most 5 thumbnails; with more images
// it shows the 5 around the current one, so the current one is always in the strip.

/** §2, §9 "thumbnails up to 5". */
export const MAX_THUMBNAILS = 5;

/** The indexes the strip shows for `count` images when `current` is open. */
export function thumbnailIndexes(count: number, current: number): number[] {
  const shown = Math.min(count, MAX_THUMBNAILS);
  const start = Math.min(Math.max(0, current - Math.floor(shown / 2)), count - shown);
  return Array.from({ length: shown }, (_, offset) => start + offset);
}
