// The medication sheet's due-dose schedule (src/engine/inpatient): the ward's round times per
// frequency, every-N-hours from the first dose, single-time and once-only orders, the end and the
// stop, the dose window, the nearest doses and a dose's state (what one dose takes from stock:
// dose-quantity.test.ts).
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import {
  type DoseOrder,
  dayBounds,
  doseState,
  dosesBetween,
  doseWindowMs,
  isScheduledAt,
  lastDoseAt,
  nearestDoses,
  orderEndAt,
} from '../../../../src/engine/inpatient';

const TZ = 'America/New_York';
const at = (local: string) => fromZonedTime(local.replace(' ', 'T'), TZ);
const iso = (local: string) => at(local).toISOString();
const clock = (dates: Date[]) => dates.map((d) => formatInTimeZone(d, TZ, 'MM-dd HH:mm'));
const day = (order: DoseOrder, date: string) => {
  const { from, to } = dayBounds(date, TZ);
  return clock(dosesBetween(order, from, to, TZ));
};
const continuous = (frequency: string, start: string, days?: number): DoseOrder => ({
  sheet: 'Continuous',
  frequency,
  startAt: iso(start),
  endAt: orderEndAt(
    { sheet: 'Continuous', frequency, startAt: iso(start), durationDays: days },
    TZ,
  ),
});

describe('ward round times', () => {
  it.each([
    ['Once daily', ['03-03 08:00']],
    ['Twice daily', ['03-03 08:00', '03-03 20:00']],
    ['Three times daily', ['03-03 06:00', '03-03 14:00', '03-03 22:00']],
    // 24:00 of the 2nd is the 3rd's 00:00; 24:00 of the 3rd falls on the 4th.
    ['Four times daily', ['03-03 00:00', '03-03 06:00', '03-03 12:00', '03-03 18:00']],
    ['At night', ['03-03 22:00']],
  ])('%s on a full day', (frequency, times) => {
    expect(day(continuous(frequency, '2026-03-01 07:00', 5), '2026-03-03')).toEqual(times);
  });

  it('starts at the first round at or after the first dose time', () => {
    const order = continuous('Twice daily', '2026-03-02 08:00', 2);
    expect(day(order, '2026-03-02')).toEqual(['03-02 08:00', '03-02 20:00']);
    const later = continuous('Twice daily', '2026-03-02 10:30', 1);
    expect(day(later, '2026-03-02')).toEqual(['03-02 20:00']);
    // Ends 24 hours after the first dose time (10:30 on the 3rd): the 08:00 dose is the last.
    expect(day(later, '2026-03-03')).toEqual(['03-03 08:00']);
    expect(clock([lastDoseAt(later, TZ) as Date])).toEqual(['03-03 08:00']);
  });

  it('gives a 5-day once-daily order five doses', () => {
    const order = continuous('Once daily', '2026-03-02 08:00', 5);
    const doses = dosesBetween(order, at('2026-03-01 00:00'), at('2026-03-10 00:00'), TZ);
    expect(clock(doses)).toEqual([
      '03-02 08:00',
      '03-03 08:00',
      '03-04 08:00',
      '03-05 08:00',
      '03-06 08:00',
    ]);
  });

  it('keeps the wall-clock times across a daylight-saving change', () => {
    // New York moves to summer time on 2026-03-08.
    const order = continuous('Once daily', '2026-03-07 08:00', 3);
    expect(clock(dosesBetween(order, at('2026-03-07 00:00'), at('2026-03-11 00:00'), TZ))).toEqual([
      '03-07 08:00',
      '03-08 08:00',
      '03-09 08:00',
    ]);
  });
});

describe('every N hours, once only, single-time, as needed', () => {
  it('counts every 8 hours from the first dose', () => {
    const order = continuous('Every 8 hours', '2026-03-02 09:15', 1);
    expect(day(order, '2026-03-02')).toEqual(['03-02 09:15', '03-02 17:15']);
    expect(day(order, '2026-03-03')).toEqual(['03-03 01:15']);
    expect(lastDoseAt(order, TZ)?.toISOString()).toBe(iso('2026-03-03 01:15'));
  });

  it('gives a single-time sheet (and Once only) one dose at its time', () => {
    const single: DoseOrder = {
      sheet: 'Single-time',
      frequency: 'Twice daily',
      startAt: iso('2026-03-02 14:30'),
    };
    single.endAt = orderEndAt({ ...single, durationDays: 5 }, TZ);
    expect(single.endAt).toBe(iso('2026-03-02 14:30'));
    expect(day(single, '2026-03-02')).toEqual(['03-02 14:30']);
    expect(day(single, '2026-03-03')).toEqual([]);
    expect(lastDoseAt(single, TZ)?.toISOString()).toBe(iso('2026-03-02 14:30'));
    const once = continuous('Once only', '2026-03-02 14:30', 3);
    expect(day(once, '2026-03-02')).toEqual(['03-02 14:30']);
  });

  it('has no schedule and no last dose as needed, and none until stopped without an end', () => {
    const prn = continuous('As needed', '2026-03-02 08:00', 3);
    expect(day(prn, '2026-03-02')).toEqual([]);
    expect(lastDoseAt(prn, TZ)).toBeNull();
    const open = continuous('Once daily', '2026-03-02 08:00');
    expect(open.endAt).toBeNull();
    expect(lastDoseAt(open, TZ)).toBeNull();
    expect(day(open, '2026-04-30')).toEqual(['04-30 08:00']);
  });

  it('schedules nothing at or after the stop', () => {
    const order = {
      ...continuous('Three times daily', '2026-03-02 06:00'),
      stoppedAt: iso('2026-03-03 14:00'),
    };
    expect(day(order, '2026-03-03')).toEqual(['03-03 06:00']);
    expect(lastDoseAt(order, TZ)?.toISOString()).toBe(iso('2026-03-03 06:00'));
  });
});

describe('checking a recorded time', () => {
  const order = continuous('Three times daily', '2026-03-02 06:00', 3);

  it('knows the scheduled times and names the nearest', () => {
    expect(isScheduledAt(order, at('2026-03-02 14:00'), TZ)).toBe(true);
    expect(isScheduledAt(order, at('2026-03-02 14:05'), TZ)).toBe(false);
    expect(clock(nearestDoses(order, at('2026-03-02 15:00'), TZ))).toEqual([
      '03-02 14:00',
      '03-02 22:00',
    ]);
  });

  it('windows a dose by half the interval, at most an hour', () => {
    expect(doseWindowMs(order)).toBe(60 * 60_000);
    expect(doseWindowMs({ sheet: 'Continuous', frequency: 'Every 4 hours' })).toBe(60 * 60_000);
    expect(doseWindowMs({ sheet: 'Single-time', frequency: 'Once daily' })).toBe(60 * 60_000);
  });

  it('states a dose from its recordings and the clock', () => {
    const base = { scheduledAt: at('2026-03-02 14:00'), windowMs: 3_600_000, orderActive: true };
    expect(doseState({ ...base, outcomes: [], now: at('2026-03-02 12:59') })).toBe('upcoming');
    expect(doseState({ ...base, outcomes: [], now: at('2026-03-02 13:00') })).toBe('due');
    expect(doseState({ ...base, outcomes: [], now: at('2026-03-02 15:00') })).toBe('due');
    expect(doseState({ ...base, outcomes: [], now: at('2026-03-02 15:01') })).toBe('overdue');
    expect(doseState({ ...base, outcomes: ['Held', 'Given'], now: at('2026-03-02 16:00') })).toBe(
      'given',
    );
    expect(doseState({ ...base, outcomes: ['Refused'], now: at('2026-03-02 16:00') })).toBe(
      'refused',
    );
    expect(
      doseState({ ...base, outcomes: [], orderActive: false, now: at('2026-03-02 16:00') }),
    ).toBe('not recorded');
  });
});
