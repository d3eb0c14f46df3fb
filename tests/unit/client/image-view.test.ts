import { describe, expect, it } from 'vitest';
import {
  actionForKey,
  actionForWheel,
  applyView,
  canApply,
  clampZoom,
  type ImageView,
  INITIAL_VIEW,
  type ViewAction,
  viewTransform,
  zoomText,
} from '../../../src/client/widgets/viewers/image-view';

const run = (actions: ViewAction[], from: ImageView = INITIAL_VIEW) =>
  actions.reduce(applyView, from);
const times = (action: ViewAction, n: number): ViewAction[] => Array(n).fill(action);

describe('image viewer state (spec 4, 9)', () => {
  it('zooms in steps of 0.1 without drifting off the grid', () => {
    expect(run(['zoom-in']).zoom).toBe(1.1);
    expect(run(times('zoom-in', 7)).zoom).toBe(1.7);
    expect(run([...times('zoom-in', 10), ...times('zoom-out', 10)]).zoom).toBe(1);
    expect(run(times('zoom-out', 3)).zoom).toBe(0.7);
  });

  it('stops at 0.5 and 5, and says so', () => {
    const top = run(times('zoom-in', 60));
    expect(top.zoom).toBe(5);
    expect(canApply(top, 'zoom-in')).toBe(false);
    expect(canApply(top, 'zoom-out')).toBe(true);
    const bottom = run(times('zoom-out', 60));
    expect(bottom.zoom).toBe(0.5);
    expect(canApply(bottom, 'zoom-out')).toBe(false);
    expect(clampZoom(12)).toBe(5);
    expect(clampZoom(0.01)).toBe(0.5);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('rotates in 90 degree steps both ways, wrapping at a full turn', () => {
    expect(run(['rotate-right']).rotation).toBe(90);
    expect(run(['rotate-left']).rotation).toBe(270);
    expect(run(times('rotate-right', 4)).rotation).toBe(0);
    expect(run(times('rotate-right', 5)).rotation).toBe(90);
    expect(canApply(INITIAL_VIEW, 'rotate-left')).toBe(true);
  });

  it('resets zoom and rotation together', () => {
    expect(run(['zoom-in', 'rotate-right', 'reset'])).toEqual(INITIAL_VIEW);
    expect(canApply(INITIAL_VIEW, 'reset')).toBe(false);
  });

  it('maps keys, leaving the browser its own Ctrl and Meta shortcuts', () => {
    expect(actionForKey({ key: '+' })).toBe('zoom-in');
    expect(actionForKey({ key: '=' })).toBe('zoom-in');
    expect(actionForKey({ key: '-' })).toBe('zoom-out');
    expect(actionForKey({ key: '0' })).toBe('reset');
    expect(actionForKey({ key: 'r' })).toBe('rotate-right');
    expect(actionForKey({ key: 'R' })).toBe('rotate-left');
    expect(actionForKey({ key: 'l' })).toBe('rotate-left');
    expect(actionForKey({ key: '+', ctrlKey: true })).toBeUndefined();
    expect(actionForKey({ key: '0', metaKey: true })).toBeUndefined();
    expect(actionForKey({ key: 'Enter' })).toBeUndefined();
  });

  it('zooms in when the wheel turns away from the reader', () => {
    expect(actionForWheel(-100)).toBe('zoom-in');
    expect(actionForWheel(3)).toBe('zoom-out');
    expect(actionForWheel(0)).toBeUndefined();
  });

  it('shows the view as a CSS transform and a percentage', () => {
    expect(viewTransform({ zoom: 1.5, rotation: 90 })).toBe('rotate(90deg) scale(1.5)');
    expect(zoomText(0.5)).toBe('50%');
    expect(zoomText(1.1)).toBe('110%');
  });
});
