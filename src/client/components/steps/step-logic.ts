/** Rules of the vertical step view (spec 2.5, like the wizard of spec 4). */

/** A remembered or requested step as a valid index: whole, inside the list, else the first. */
export function clampStep(wanted: unknown, count: number): number {
  if (typeof wanted !== 'number' || !Number.isInteger(wanted)) return 0;
  return wanted >= 0 && wanted < count ? wanted : 0;
}

/** Back is disabled on the first step. */
export function canGoBack(step: number): boolean {
  return step > 0;
}

/** Next is disabled on the last step. */
export function canGoNext(step: number, count: number): boolean {
  return step < count - 1;
}

export type StepStatus = 'complete' | 'current' | 'upcoming';

/** Steps before the current one count as done. */
export function stepStatus(index: number, current: number): StepStatus {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}
