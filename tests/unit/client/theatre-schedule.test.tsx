// The surgery page's theatre schedule as drawn: a heading per operating room and its cases as an
// ordered list in the order the server gives them (time order), each with its times on the
// hospital's clock, case link, procedure and side, patient, team and status in words; the day's
// counts in words; Book a case only for those who may book; an empty theatre and an empty day.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TheatreScheduleView } from '../../../src/client/app/surgery/TheatreScheduleView';
import { shiftDay } from '../../../src/client/app/surgery/use-theatre-schedule';
import type { ScheduleCase, TheatreSchedule } from '../../../src/engine/wire/theatre-schedule';

/** A case of the day as the server sends it; its team and patient given as drawn. */
const item = (more: Partial<ScheduleCase>): ScheduleCase => {
  const team = { surgeon: 'Dr. Dawit Alemu', anesthetist: 'Meron Tadesse' };
  const patient = { id: 7, name: 'Yonas Kebede Bekele', mrn: 'MRN-2026-000007' };
  const times = {
    scheduled_start: '2026-03-12T11:30:00.000Z',
    scheduled_end: '2026-03-12T12:30:00.000Z',
  };
  const what = { procedure: 'Open appendicectomy', side: 'Right', priority: 'Urgent' };
  return {
    id: 11,
    case_number: 'SC-2026-000011',
    status: 'Pre-op',
    ...times,
    ...what,
    ...team,
    patient,
    ...more,
  };
};

const schedule: TheatreSchedule = {
  date: '2026-03-12',
  timeZone: 'America/New_York',
  total: 3,
  counts: [
    { status: 'Scheduled', count: 1 },
    { status: 'Pre-op', count: 1 },
    { status: 'In Theatre', count: 0 },
    { status: 'Cancelled', count: 1 },
  ],
  theatres: [
    {
      id: 1,
      code: 'OR-1',
      name: 'Main Theatre',
      room_type: 'Major',
      is_active: true,
      cases: [
        item({}),
        item({
          id: 12,
          case_number: 'SC-2026-000012',
          scheduled_start: '2026-03-12T14:00:00.000Z',
          scheduled_end: '2026-03-12T15:30:00.000Z',
          procedure: 'Inguinal hernia repair',
          side: 'Left',
          priority: 'Elective',
          status: 'Scheduled',
          patient: null,
        }),
      ],
    },
    {
      id: 2,
      code: 'OR-2',
      name: 'Obstetric Theatre',
      room_type: 'Obstetric',
      is_active: true,
      cases: [item({ id: 13, case_number: 'SC-2026-000013', status: 'Cancelled' })],
    },
    { id: 3, code: 'OR-3', name: 'Day Surgery', room_type: null, is_active: true, cases: [] },
  ],
};

const drawn = (mayBook: boolean, shown = schedule) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(TheatreScheduleView, {
        title: 'Surgery',
        schedule: shown,
        mayBook,
        onDay: () => {},
      }),
    ),
  );

describe('TheatreScheduleView', () => {
  it("draws a heading and an ordered list per theatre, cases in the server's order", () => {
    const html = drawn(true);
    expect(html).toMatch(/<h1[^>]*>Surgery<\/h1>/);
    for (const name of ['Main Theatre', 'Obstetric Theatre', 'Day Surgery'])
      expect(html).toMatch(new RegExp(`<h2 id="theatre-\\d"[^>]*>${name}`));
    expect(html).toMatch(/<section aria-labelledby="theatre-1"[^>]*>.*?<ol/);
    const main = html.slice(html.indexOf('Main Theatre'), html.indexOf('Obstetric Theatre'));
    expect(main.indexOf('SC-2026-000011')).toBeLessThan(main.indexOf('SC-2026-000012'));
    // 11:30 UTC is 07:30 in New York (daylight time from 8 March 2026).
    expect(main).toContain('<time dateTime="2026-03-12T11:30:00.000Z">07:30</time>');
    expect(main).toContain('<time dateTime="2026-03-12T15:30:00.000Z">11:30</time>');
    expect(main).toMatch(
      /<a [^>]*href="\/admin\/main\/surgicalCase\/l\/detail\/11"[^>]*>SC-2026-000011/,
    );
    expect(main).toContain('Open appendicectomy, Right');
    expect(main).toContain('Yonas Kebede Bekele · MRN-2026-000007');
    expect(main).toContain('Dr. Dawit Alemu · Anesthetist Meron Tadesse');
    expect(main).toContain('Status: <span class="font-medium">Pre-op</span>');
    expect(main).toContain(' · Urgent');
    // An Elective case says no priority; a reader who may not read patients sees none.
    const second = main.slice(main.indexOf('SC-2026-000012'));
    expect(second).not.toContain('Elective');
    expect(second).not.toContain('Patient #');
    expect(html).toContain('Status: <span class="font-medium">Cancelled</span>');
    expect(html).toContain('No cases booked.');
    expect(html).toContain('3 cases on 2026-03-12: 1 Scheduled, 1 Pre-op, 1 Cancelled.');
  });

  it('offers Book a case only to those who may book, and the day picker always', () => {
    expect(drawn(true)).toMatch(
      /<a [^>]*href="\/admin\/main\/surgicalCase\/l\/new"[^>]*>Book a case/,
    );
    const reader = drawn(false);
    expect(reader).not.toContain('Book a case');
    for (const label of ['Previous day', 'Next day', 'Today']) expect(reader).toContain(label);
    expect(reader).toMatch(/<label for="([^"]+)"[^>]*>Day<\/label><input id="\1" type="date"/);
    expect(reader).toContain('value="2026-03-12"');
  });

  it('says so on a day without cases or theatres, and steps days across months', () => {
    const empty = drawn(false, { ...schedule, total: 0, theatres: [], counts: [] });
    expect(empty).toContain('No cases on 2026-03-12.');
    expect(empty).toContain('No operating room is in use.');
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
