// The radiology worklist's rows as drawn: today's requests shaded and marked "Today" in words,
// STAT a badge, the examination with its modality and body part, a schedule's time on the
// hospital's clock ("today 13:00") with its room; each row offers only its next step, and only
// to those who may take it: Schedule/Reschedule and Perform open the request, Write report a
// new report of it, Continue report its draft.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  RadiologyWorklistTable,
  type RowSteps,
} from '../../../src/client/app/radiology/RadiologyWorklistTable';
import type {
  RadiologyWorklist,
  RadiologyWorklistRow,
} from '../../../src/engine/wire/radiology-worklist';

const NOW = Date.parse('2026-03-02T16:05:00Z');
const ZONE = 'America/New_York';
const ALL: RowSteps = { schedule: true, perform: true, report: true };

const row = (more: Partial<RadiologyWorklistRow>): RadiologyWorklistRow => ({
  id: 3,
  request_number: 'RAD-2026-000003',
  patient: 7,
  mrn: 'MRN-2026-000007',
  priority: 'Urgent',
  status: 'Scheduled',
  test: { id: 2, code: 'RAD-USAB', name: 'Abdominal Ultrasound', modality: 'Ultrasound' },
  body_part: 'Abdomen',
  requested_at: '2026-03-02T14:00:00.000Z',
  scheduled_at: '2026-03-02T18:00:00.000Z',
  room: 'Ultrasound room',
  performed_at: null,
  today: true,
  minutes_open: 125,
  report: null,
  ...more,
});

function drawn(rows: RadiologyWorklistRow[], may = ALL) {
  const list: RadiologyWorklist = {
    rows,
    total: rows.length,
    counts: { Requested: 0, Scheduled: rows.length, Performed: 0 },
    page: 1,
    limit: 25,
    at: new Date(NOW).toISOString(),
    titles: { patient: { 7: 'Abebe Kebede Tesfaye' } },
    modalities: [{ id: 'Ultrasound', name: 'Ultrasound' }],
    modality: null,
  };
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(RadiologyWorklistTable, { list, now: NOW, zone: ZONE, may }),
    ),
  );
}

describe('RadiologyWorklistTable', () => {
  it("marks today's requests in words, and their schedule on the hospital's clock", () => {
    const html = drawn([row({})]);
    expect(html).toMatch(/<tr class="bg-sky-50/);
    expect(html).toContain('>Today</span>');
    expect(html).toContain('2 h 05 min');
    expect(html).toContain('today 13:00, Ultrasound room');
    expect(html).toContain('Ultrasound · Abdomen');
    expect(html).toContain('Abebe Kebede Tesfaye');
    const later = drawn([row({ today: false, scheduled_at: '2026-03-03T15:00:00.000Z' })]);
    expect(later).not.toContain('>Today</span>');
    expect(later).toContain('2026-03-03 10:00, Ultrasound room');
    expect(drawn([row({ priority: 'STAT' })])).toContain('bg-red-700 text-white">STAT</span>');
  });

  it('offers each row its next step, to those who may take it', () => {
    const scheduled = drawn([row({})]);
    expect(scheduled).toContain('aria-label="Reschedule: RAD-2026-000003, Abebe Kebede Tesfaye"');
    expect(scheduled).toContain('aria-label="Perform: RAD-2026-000003, Abebe Kebede Tesfaye"');
    expect(scheduled).not.toContain('Write report');
    expect(drawn([row({ status: 'Requested', scheduled_at: null })])).toContain('>Schedule</a>');
    const performed = drawn([row({ status: 'Performed' })]);
    expect(performed).toContain('Awaiting report');
    expect(performed).toContain(
      'href="/admin/main/radiologyResult/l/new?prefill.radiology_request=3&amp;prefill.patient=7"',
    );
    expect(performed).not.toContain('>Perform</a>');
    const draft = drawn([row({ status: 'Performed', report: { id: 9, status: 'Draft' } })]);
    expect(draft).toContain('Report: Draft');
    expect(draft).toContain('href="/admin/main/radiologyResult/l/edit/9"');
    const signed = drawn([row({ status: 'Performed', report: { id: 9, status: 'Signed' } })]);
    expect(signed).not.toContain('Continue report');
    // A doctor reads the list but takes none of radiology's steps.
    const none = drawn([row({}), row({ id: 4, status: 'Performed' })], {
      schedule: false,
      perform: false,
      report: false,
    });
    expect(none).not.toMatch(/>(Schedule|Reschedule|Perform|Write report|Continue report)</);
  });
});
