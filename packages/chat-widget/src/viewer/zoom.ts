// spec/chat-widget.md §4 Image viewer, §5, §9: zoom steps through 25 to 200 percent (100 by
// default) with its buttons disabled at the ends; rotate adds 90 degrees modulo 360; a new
// image index resets both.

/** §9 "Zoom levels 25, 50, 75, 100, 125, 150, 200 percent". */
export const ZOOM_LEVELS = [25, 50, 75, 100, 125, 150, 200] as const;
export const DEFAULT_ZOOM_INDEX = ZOOM_LEVELS.indexOf(100);
/** §9 "rotation step 90". */
export const ROTATION_STEP_DEGREES = 90;

export interface ViewTransform {
  zoomIndex: number;
  rotation: number;
}

export const INITIAL_TRANSFORM: ViewTransform = { zoomIndex: DEFAULT_ZOOM_INDEX, rotation: 0 };

export const zoomPercent = ({ zoomIndex }: ViewTransform): number => ZOOM_LEVELS[zoomIndex]!;
export const canZoomOut = ({ zoomIndex }: ViewTransform): boolean => zoomIndex > 0;
export const canZoomIn = ({ zoomIndex }: ViewTransform): boolean =>
  zoomIndex < ZOOM_LEVELS.length - 1;

export function zoomIn(view: ViewTransform): ViewTransform {
  return canZoomIn(view) ? { ...view, zoomIndex: view.zoomIndex + 1 } : view;
}

export function zoomOut(view: ViewTransform): ViewTransform {
  return canZoomOut(view) ? { ...view, zoomIndex: view.zoomIndex - 1 } : view;
}

export function rotate(view: ViewTransform): ViewTransform {
  return { ...view, rotation: (view.rotation + ROTATION_STEP_DEGREES) % 360 };
}
