/**
 * The image viewer's state (spec 4, 9): zoom from 0.5 to 5 in steps of 0.1, rotation in
 * 90 degree steps, reset; and which key or wheel turn does what. Pure, so the limits and the
 * key map are tested without a browser.
 */

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 5;
export const ZOOM_STEP = 0.1;
export const ROTATE_STEP = 90;

export interface ImageView {
  zoom: number;
  /** Degrees clockwise: 0, 90, 180 or 270. */
  rotation: number;
}

export const INITIAL_VIEW: ImageView = { zoom: 1, rotation: 0 };

export type ViewAction = 'zoom-in' | 'zoom-out' | 'rotate-right' | 'rotate-left' | 'reset';

/** A zoom within the limits, on the 0.1 grid (so ten steps in and out come back to 1 exactly). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return INITIAL_VIEW.zoom;
  const steps = Math.round(1 / ZOOM_STEP);
  const onGrid = Math.round(zoom * steps) / steps;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, onGrid));
}

function turn(rotation: number, by: number): number {
  return (((rotation + by) % 360) + 360) % 360;
}

export function applyView(view: ImageView, action: ViewAction): ImageView {
  switch (action) {
    case 'zoom-in':
      return { ...view, zoom: clampZoom(view.zoom + ZOOM_STEP) };
    case 'zoom-out':
      return { ...view, zoom: clampZoom(view.zoom - ZOOM_STEP) };
    case 'rotate-right':
      return { ...view, rotation: turn(view.rotation, ROTATE_STEP) };
    case 'rotate-left':
      return { ...view, rotation: turn(view.rotation, -ROTATE_STEP) };
    case 'reset':
      return INITIAL_VIEW;
  }
}

/** Whether an action would change the view (a zoom button is disabled at its limit). */
export function canApply(view: ImageView, action: ViewAction): boolean {
  const next = applyView(view, action);
  return next.zoom !== view.zoom || next.rotation !== view.rotation;
}

/**
 * The keyboard shortcuts: + or = zooms in, - zooms out, 0 resets, r rotates right and
 * Shift+R or l rotates left. Keys with Ctrl, Alt or Meta are the browser's (its own zoom).
 */
export function actionForKey(event: {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}): ViewAction | undefined {
  if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
  switch (event.key) {
    case '+':
    case '=':
      return 'zoom-in';
    case '-':
    case '_':
      return 'zoom-out';
    case '0':
      return 'reset';
    case 'r':
      return 'rotate-right';
    case 'R':
    case 'l':
    case 'L':
      return 'rotate-left';
    default:
      return undefined;
  }
}

/** A wheel turn away from the reader (negative deltaY) zooms in, toward the reader out. */
export function actionForWheel(deltaY: number): ViewAction | undefined {
  if (deltaY < 0) return 'zoom-in';
  if (deltaY > 0) return 'zoom-out';
  return undefined;
}

/** The CSS transform that shows the view. */
export function viewTransform(view: ImageView): string {
  return `rotate(${view.rotation}deg) scale(${view.zoom})`;
}

/** "150%": the zoom as people read it. */
export function zoomText(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}
