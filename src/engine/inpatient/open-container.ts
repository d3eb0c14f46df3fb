/**
 * A dose from a multi-dose vial or bottle (dose-containers.ts): drawn from the one the patient
 * has open when it holds enough and is still within its in-use period at the time the dose is
 * given; otherwise new ones are opened, as many as the dose needs (one unless the dose is more
 * than a vial holds), and the last of them is the open one from then on. What the old one still
 * held is left in it: a dose is not made up from two vials. The open container's discard time
 * is its in-use period from opening or the end of its batch's expiry day, whichever is first.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { shown } from '../pharmacy/strength-liquid';
import { HOSPITAL_TIME_ZONE } from './dose-order';
import type { MultiDoseContainer } from './dose-quantity';
import { calendarDaysLater, dayBounds } from './dose-schedule';

/** The patient's open vial or bottle of a product, as its last dose left it. */
export interface OpenContainer {
  leftMl: number;
  /** When it was opened (the opening dose's administration), ms. */
  openedAt: number;
  /** When it must no longer be drawn from, ms. */
  discardAt: number;
  batchNumber: string;
}

export type ContainerDraw =
  /** Drawn from the open one; `leftMl` after the dose. */
  | { opens: 0; leftMl: number; note: string }
  /** `opens` new ones opened (issued and charged); `leftMl` in the last after the dose. */
  | { opens: number; leftMl: number; note: string };

const at = (ms: number) => formatInTimeZone(ms, HOSPITAL_TIME_ZONE, 'yyyy-MM-dd HH:mm');
const tidy = (ml: number) => Math.round(ml * 1e6) / 1e6;

/**
 * When a container opened at `openedAt` from a batch expiring on `expiry` must be discarded: the
 * same wall-clock time `inUseDays` calendar days on, or the end of its expiry day if sooner.
 */
export function discardAtOf(
  openedAt: number,
  inUseDays: number,
  expiry: string | null | undefined,
): number {
  const inUse = calendarDaysLater(openedAt, inUseDays, HOSPITAL_TIME_ZONE);
  if (!expiry) return inUse;
  return Math.min(inUse, dayBounds(expiry, HOSPITAL_TIME_ZONE).to.getTime());
}

/** Draws `volumeMl` given at `givenAt` from `open`, or opens new containers for it. */
export function drawOrOpen(
  open: OpenContainer | null,
  volumeMl: number,
  givenAt: number,
  container: MultiDoseContainer,
): ContainerDraw {
  const { noun } = container;
  if (open && givenAt < open.discardAt && open.leftMl >= tidy(volumeMl)) {
    const leftMl = tidy(open.leftMl - volumeMl);
    return {
      opens: 0,
      leftMl,
      note: `from the ${noun} opened ${at(open.openedAt)} (batch ${open.batchNumber}): ${shown(leftMl)} mL left, discard by ${at(open.discardAt)}`,
    };
  }
  const opens = Math.max(1, Math.ceil(tidy(volumeMl / container.contentMl)));
  const leftMl = tidy(opens * container.contentMl - volumeMl);
  const why = !open
    ? `no ${noun} open`
    : givenAt >= open.discardAt
      ? `the ${noun} opened ${at(open.openedAt)} was to be discarded by ${at(open.discardAt)}`
      : `the open ${noun} held ${shown(open.leftMl)} mL`;
  return {
    opens,
    leftMl,
    note: `${opens === 1 ? `a new ${noun}` : `${opens} new ${noun}s`} opened (${why}): ${shown(leftMl)} mL left`,
  };
}
