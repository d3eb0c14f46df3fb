/**
 * A new waiting screen left unset is active, chimes on each call and shows the next six
 * numbers: what a waiting hall needs out of the box. What is chosen stands (a screen may be
 * silent, or show no next numbers).
 */
import type { ModelRule } from '../types';

/** How many next numbers a screen shows when nobody says. */
export const DEFAULT_NEXT_COUNT = 6;

const isUnset = (value: unknown) => value === undefined || value === null || value === '';

export const screenDefaults: ModelRule = {
  name: 'queue.screen-defaults',
  models: ['waitingScreen'],

  prepare(_ctx, change) {
    if (change.action !== 'create') return;
    const screen = change.after;
    if (isUnset(screen.is_active)) screen.is_active = true;
    if (isUnset(screen.chime)) screen.chime = true;
    if (isUnset(screen.next_count)) screen.next_count = DEFAULT_NEXT_COUNT;
  },
};
