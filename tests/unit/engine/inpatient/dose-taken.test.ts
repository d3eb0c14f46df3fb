// The one line a given dose shows on the MAR (src/engine/inpatient/dose-taken.ts), as data:
// whole units by volume and by count, a dose ordered in the unit itself, a draw from the open
// vial, a draw that opened one or two, on the hospital clock.
import { fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import {
  type DoseTaken,
  doseTakenText,
  HOSPITAL_TIME_ZONE,
} from '../../../../src/engine/inpatient';

const at = (text: string) => fromZonedTime(text.replace(' ', 'T'), HOSPITAL_TIME_ZONE).getTime();

const CASES: [DoseTaken, string][] = [
  [
    { dose: '40 mg', volumeMl: 0.4, units: { count: 1, noun: 'prefilled syringe' } },
    '40 mg = 0.4 mL = 1 prefilled syringe',
  ],
  [{ dose: '5 mg', volumeMl: 5, units: { count: 2, noun: 'nebule' } }, '5 mg = 5 mL = 2 nebules'],
  [{ dose: '1 g', volumeMl: null, units: { count: 2, noun: 'tablet' } }, '1 g = 2 tablets'],
  [{ dose: '2 Tablet', volumeMl: null, units: { count: 2, noun: 'tablet' } }, '2 tablets'],
  [
    {
      dose: '10 IU',
      volumeMl: 0.1,
      container: {
        noun: 'vial',
        opened: 0,
        openedAt: at('2026-11-12 14:00'),
        leftMl: 9.7,
        discardAt: at('2026-12-10 14:00'),
      },
    },
    '10 IU = 0.1 mL from the vial opened 12-11 14:00, 9.7 mL left, discard by 10-12 14:00',
  ],
  [
    {
      dose: '240 mg',
      volumeMl: 10,
      container: {
        noun: 'bottle',
        opened: 1,
        openedAt: at('2026-03-02 08:05'),
        leftMl: 90,
        discardAt: at('2026-03-09 08:05'),
      },
    },
    '240 mg = 10 mL from a new bottle opened 02-03 08:05, 90 mL left, discard by 09-03 08:05',
  ],
  [
    {
      dose: '12 mL',
      volumeMl: 12,
      container: {
        noun: 'vial',
        opened: 2,
        openedAt: at('2026-03-02 08:05'),
        leftMl: 8,
        discardAt: at('2026-03-30 08:05'),
      },
    },
    '12 mL from 2 new vials opened 02-03 08:05, 8 mL left, discard by 30-03 08:05',
  ],
];

describe('doseTakenText', () => {
  it.each(CASES)('%#: %j', (taken, line) => {
    expect(doseTakenText(taken, HOSPITAL_TIME_ZONE)).toBe(line);
  });
});
