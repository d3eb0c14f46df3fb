// "With meals", a dosing frequency (three a day with breakfast, lunch and supper): on the ward
// its doses fall due at the hospital's meal times (engine/inpatient/ward-dose-times.ts), the
// label reads "with meals", and the quantity counts three a day. And every frequency either
// model offers is described by the same engine tables, so none falls through to "no schedule"
// or "no count" by being missed.
import { readFileSync } from 'node:fs';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import {
  type DoseOrder,
  dayBounds,
  dosesBetween,
  doseWindowMs,
  isScheduledAt,
  MEAL_TIMES,
  nearestDoses,
  orderEndAt,
  scheduleKindOf,
} from '../../../src/engine/inpatient';
import { administrations, directionsText, doseCountOf } from '../../../src/engine/pharmacy';

const TZ = 'America/New_York';
const at = (local: string) => fromZonedTime(local.replace(' ', 'T'), TZ);
const clock = (dates: Date[]) => dates.map((d) => formatInTimeZone(d, TZ, 'MM-dd HH:mm'));
const withMeals = (start: string, days?: number): DoseOrder => {
  const startAt = at(start).toISOString();
  const order = { sheet: 'Continuous', frequency: 'With meals', startAt, durationDays: days };
  return { ...order, endAt: orderEndAt(order, TZ) };
};
const day = (order: DoseOrder, date: string) => {
  const { from, to } = dayBounds(date, TZ);
  return clock(dosesBetween(order, from, to, TZ));
};

describe('With meals on the ward', () => {
  it('falls due at the meal times, 07:00, 12:00 and 18:00, never at night', () => {
    expect(MEAL_TIMES).toEqual(['07:00', '12:00', '18:00']);
    const order = withMeals('2026-03-01 06:30', 3);
    expect(scheduleKindOf(order)).toBe('round');
    expect(day(order, '2026-03-02')).toEqual(['03-02 07:00', '03-02 12:00', '03-02 18:00']);
    expect(isScheduledAt(order, at('2026-03-02 12:00'), TZ)).toBe(true);
    expect(isScheduledAt(order, at('2026-03-02 14:00'), TZ)).toBe(false);
    expect(isScheduledAt(order, at('2026-03-02 22:00'), TZ)).toBe(false);
  });

  it('starts at the first meal at or after the first dose and ends with the duration', () => {
    const order = withMeals('2026-03-02 10:15', 2);
    expect(day(order, '2026-03-02')).toEqual(['03-02 12:00', '03-02 18:00']);
    // Ends at 10:15 on the 4th: that day's breakfast is the last dose, six in all.
    expect(day(order, '2026-03-04')).toEqual(['03-04 07:00']);
    const all = dosesBetween(order, at('2026-03-01 00:00'), at('2026-03-06 00:00'), TZ);
    expect(all).toHaveLength(6);
  });

  it('names the nearest meals for a time off the schedule and windows a dose by an hour', () => {
    const order = withMeals('2026-03-02 06:00', 3);
    expect(clock(nearestDoses(order, at('2026-03-02 14:00'), TZ))).toEqual([
      '03-02 12:00',
      '03-02 18:00',
    ]);
    // The shortest gap is five hours (breakfast to lunch): half is more than the hour's cap.
    expect(doseWindowMs(order)).toBe(60 * 60_000);
  });

  it('keeps the meal times across a daylight-saving change', () => {
    // The clocks go forward on 2026-03-08 in New York.
    expect(day(withMeals('2026-03-07 06:00', 3), '2026-03-08')).toEqual([
      '03-08 07:00',
      '03-08 12:00',
      '03-08 18:00',
    ]);
  });
});

describe('With meals on a prescription', () => {
  it('counts three doses a day', () => {
    expect(doseCountOf('With meals')).toEqual({ kind: 'daily', perDay: 3 });
    expect(administrations('With meals', 7)).toBe(21);
  });

  it('reads "with meals" on the label', () => {
    expect(
      directionsText({ dose: 1, doseUnit: 'Tablet', frequency: 'With meals', durationDays: 30 }),
    ).toBe('Take 1 tablet with meals for 30 days');
    expect(
      directionsText({
        dose: 5,
        doseUnit: 'International unit (IU)',
        route: 'Subcutaneous',
        frequency: 'With meals',
        durationDays: 14,
      }),
    ).toBe('Inject 5 IU under the skin with meals for 14 days');
  });
});

const optionsOf = (model: string): string[] => {
  const schema = JSON.parse(readFileSync(`schemas/${model}.json`, 'utf8'));
  return schema.fields.frequency.options.map((option: { id: string }) => option.id);
};

describe('every frequency the models offer is described by the engine', () => {
  it.each(['prescriptionItem', 'medicationOrder'])('%s offers With meals', (model) => {
    expect(optionsOf(model)).toContain('With meals');
  });

  it.each(optionsOf('prescriptionItem'))('prescriptionItem "%s" has a dose count', (frequency) => {
    const count = doseCountOf(frequency).kind;
    expect(count === 'none').toBe(frequency === 'As needed');
  });

  it.each(optionsOf('medicationOrder'))('medicationOrder "%s" has a schedule', (frequency) => {
    const kind = scheduleKindOf({ sheet: 'Continuous', frequency });
    expect(kind === 'as-needed').toBe(frequency === 'As needed');
    // Scheduled on the ward, counted on a prescription alike.
    expect(doseCountOf(frequency).kind === 'none').toBe(frequency === 'As needed');
  });
});
