import { describe, expect, it } from 'vitest';
import { placeBelowOrAbove } from '../../../src/client/components/popover/placement';

const viewport = { width: 1280, height: 800 };
const panel = { width: 500, height: 120 };

describe('confirmation popover placement', () => {
  it('sits below the trigger, left edges aligned', () => {
    const trigger = { top: 100, left: 200, width: 120, height: 36 };
    expect(placeBelowOrAbove(trigger, panel, viewport)).toEqual({
      top: 144,
      left: 200,
      side: 'below',
    });
  });

  it('goes above when there is no room below', () => {
    const trigger = { top: 700, left: 200, width: 120, height: 36 };
    expect(placeBelowOrAbove(trigger, panel, viewport)).toEqual({
      top: 700 - 8 - 120,
      left: 200,
      side: 'above',
    });
  });

  it('stays below when there is no room above either', () => {
    const small = { width: 375, height: 200 };
    const trigger = { top: 60, left: 10, width: 100, height: 36 };
    expect(placeBelowOrAbove(trigger, { width: 300, height: 150 }, small).side).toBe('below');
  });

  it('is kept inside the viewport horizontally', () => {
    const nearRight = { top: 100, left: 1200, width: 60, height: 36 };
    expect(placeBelowOrAbove(nearRight, panel, viewport).left).toBe(1280 - 500 - 8);
    const offLeft = { top: 100, left: -20, width: 60, height: 36 };
    expect(placeBelowOrAbove(offLeft, panel, viewport).left).toBe(8);
  });
});
