// The days of the theatre schedule a booked time falls on (hospital clock, America/New_York),
// and whether the surgery page rereads on news naming days.
import { describe, expect, it } from 'vitest';
import { newsConcernsDay } from '../../../src/engine/wire/theatre-schedule';
import { bookedDays } from '../../../src/server/realtime/theatre-schedule-days';

describe('bookedDays', () => {
  it('is the day of the start on the hospital clock, and each further day the time reaches', () => {
    // 01:00Z on 20 March is still 19 March in New York (21:00 EDT).
    expect(bookedDays('2026-03-20T01:00:00Z', '2026-03-20T02:00:00Z')).toEqual(['2026-03-19']);
    expect(bookedDays('2026-03-20T13:00:00Z', '2026-03-20T14:00:00Z')).toEqual(['2026-03-20']);
    // 23:30 to 00:30 EDT: both days; ending exactly at midnight: the first only.
    expect(bookedDays('2026-03-25T03:30:00Z', '2026-03-25T04:30:00Z')).toEqual([
      '2026-03-24',
      '2026-03-25',
    ]);
    expect(bookedDays('2026-03-25T03:00:00Z', '2026-03-25T04:00:00Z')).toEqual(['2026-03-24']);
    // Winter (EST, UTC-5): 23:00 to 01:00.
    expect(bookedDays('2027-01-05T04:00:00Z', '2027-01-05T06:00:00Z')).toEqual([
      '2027-01-04',
      '2027-01-05',
    ]);
  });
  it('is the start day alone without an end, and nothing without a start', () => {
    expect(bookedDays('2026-03-20T13:00:00Z', null)).toEqual(['2026-03-20']);
    expect(bookedDays(null, '2026-03-20T13:00:00Z')).toEqual([]);
    expect(bookedDays('soon', undefined)).toEqual([]);
  });
});

describe('newsConcernsDay', () => {
  it('concerns a day it names, every day when it names none, and any day before one is known', () => {
    expect(newsConcernsDay({ days: ['2026-03-20', '2026-03-22'] }, '2026-03-22')).toBe(true);
    expect(newsConcernsDay({ days: ['2026-03-20'] }, '2026-03-21')).toBe(false);
    expect(newsConcernsDay({ days: null }, '2026-03-21')).toBe(true);
    expect(newsConcernsDay(undefined, '2026-03-21')).toBe(true);
    expect(newsConcernsDay({ days: ['2026-03-20'] }, undefined)).toBe(true);
  });
});
