/** Where an anchored popover goes: pure, so the rules are tested without a browser. */

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Below the trigger, left edges aligned; above it when there is no room below but there is
 * above; always kept `margin` inside the viewport horizontally.
 */
export function placeBelowOrAbove(
  trigger: Box,
  panel: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 8,
  margin = 8,
): { top: number; left: number; side: 'below' | 'above' } {
  const below = trigger.top + trigger.height + gap;
  const above = trigger.top - gap - panel.height;
  const fitsBelow = below + panel.height <= viewport.height - margin;
  const side = !fitsBelow && above >= margin ? 'above' : 'below';
  const maxLeft = Math.max(margin, viewport.width - panel.width - margin);
  const left = Math.min(Math.max(trigger.left, margin), maxLeft);
  return { top: side === 'below' ? below : above, left, side };
}
