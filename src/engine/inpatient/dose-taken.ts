/**
 * What a given dose took, in one line as the MAR and the dose's page show it (the server stores
 * it in `dose_taken` when the dose is given; the longer `stock_working` says how it was worked
 * out):
 * - "40 mg = 0.4 mL = 1 prefilled syringe", "1 g = 2 tablets": whole units issued;
 * - "10 IU = 0.1 mL from the vial opened 12-11 14:00, 9.7 mL left, discard by 10-12 14:00": a
 *   draw from the patient's open vial or bottle;
 * - "10 IU = 0.1 mL from a new vial opened 27-11 14:00, 9.9 mL left, discard by 25-12 14:00": a
 *   draw that opened one (issued and charged with the dose).
 * Times are on the hospital clock, day-month as the hospital writes dates.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { shown } from '../pharmacy/strength-liquid';
import { unitsText } from './dose-containers';

export interface DoseTaken {
  /** The dose as ordered: "40 mg". */
  dose: string;
  volumeMl: number | null;
  /** Whole units issued for the dose itself (not a container opened for a draw). */
  units?: { count: number; noun: string };
  /** The vial or bottle the dose was drawn from. */
  container?: {
    noun: string;
    /** How many this dose opened (0: it drew from the open one). */
    opened: number;
    openedAt: number;
    leftMl: number;
    discardAt: number;
  };
}

const when = (ms: number, zone: string) => formatInTimeZone(ms, zone, 'dd-MM HH:mm');

/** "2 tablets" alone when the dose was ordered in tablets; else "1 g = 2 tablets". */
function unitsPart(dose: string, count: number, noun: string): string {
  const units = unitsText(count, noun);
  const orderedInUnits = dose.toLowerCase().startsWith(`${count} ${noun.toLowerCase()}`);
  return orderedInUnits ? units : `${dose} = ${units}`;
}

export function doseTakenText(taken: DoseTaken, zone: string): string {
  const ml = taken.volumeMl === null ? null : `${shown(taken.volumeMl)} mL`;
  // A dose ordered in mL is its own volume: "12 mL", not "12 mL = 12 mL".
  const measured = ml === null || ml === taken.dose ? taken.dose : `${taken.dose} = ${ml}`;
  const { units, container } = taken;
  if (units && taken.volumeMl === null) return unitsPart(taken.dose, units.count, units.noun);
  if (units) return `${measured} = ${unitsText(units.count, units.noun)}`;
  if (!container) return measured;
  const { noun, opened } = container;
  const from =
    opened === 0
      ? `from the ${noun} opened ${when(container.openedAt, zone)}`
      : `from ${opened === 1 ? `a new ${noun}` : `${opened} new ${noun}s`} opened ${when(container.openedAt, zone)}`;
  return `${measured} ${from}, ${shown(container.leftMl)} mL left, discard by ${when(container.discardAt, zone)}`;
}
