// The bed board's cards as drawn: each bed's state in words on its colour band, a held bed's
// patient, days since admission, doctor, diagnosis, alerts and admission link; Admit on a Vacant
// bed and Mark clean on a Cleaning one only for those who may; every card reachable with Tab;
// the ward's beds by state in words; the cards' plain links followed within the app only on a
// plain click.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { inAppTarget } from '../../../src/client/app/layout/use-link-clicks';
import type { BedCardActions } from '../../../src/client/app/wards/BedCard';
import { countsText, WardBoard } from '../../../src/client/app/wards/WardBoard';
import type { BoardBed, BoardWard } from '../../../src/engine/wire/bed-board';

const bed = (more: Partial<BoardBed>): BoardBed => ({
  id: 1,
  version: 1,
  bed_number: '101-A',
  bed_type: 'Standard',
  status: 'Vacant',
  out_of_service_reason: null,
  patient: null,
  admission: null,
  alerts: [],
  ...more,
});

const occupied = bed({
  id: 2,
  bed_number: '101-B',
  status: 'Occupied',
  patient: { id: 7, name: 'Abebe Kebede', mrn: 'MRN-2026-000007', sex: 'Male', age: '54 y' },
  admission: {
    id: 31,
    admission_number: 'IPD-2026-000031',
    status: 'Discharge Ordered',
    admitted_at: '2026-02-27T13:00:00.000Z',
    days: 3,
    doctor: 'Dawit Haile',
    diagnosis: 'J18.9 Pneumonia, unspecified',
  },
  alerts: [
    { kind: 'allergy', text: 'Allergy: Penicillin (Severe, Urticaria)' },
    { kind: 'discharge', text: 'Discharge ordered' },
    { kind: 'vitals', text: 'Vital Signs Chart: Pulse high, tachycardia (124 beats/min)' },
  ],
});

const ward: BoardWard = {
  id: 4,
  code: 'MW',
  name: 'Medical Ward',
  ward_type: 'Medical',
  counts: { Vacant: 1, Occupied: 1, Cleaning: 1, 'Out of Service': 1 },
  rooms: [
    {
      id: 9,
      room_number: '101',
      room_type: 'General',
      beds: [
        bed({}),
        occupied,
        bed({ id: 3, bed_number: '101-C', status: 'Cleaning' }),
        bed({
          id: 5,
          bed_number: '101-D',
          status: 'Out of Service',
          out_of_service_reason: 'Broken side rail',
        }),
      ],
    },
  ],
};

function drawn(actions: Partial<BedCardActions> = {}) {
  const all: BedCardActions = { mayAdmit: false, mayClean: false, onClean: () => {}, ...actions };
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(WardBoard, { ward, actions: all })),
  );
}

describe('WardBoard', () => {
  it('draws each bed with its state in words, grouped under its room', () => {
    const html = drawn();
    expect(html).toMatch(/<h2[^>]*>Medical Ward/);
    expect(html).toMatch(/<h3[^>]*>Room 101/);
    expect(html).toContain('1 Vacant, 1 Occupied, 1 Cleaning, 1 Out of Service');
    for (const state of ['Vacant', 'Occupied', 'Cleaning', 'Out of Service'])
      expect(html).toMatch(new RegExp(`<span class="[^"]*">${state}</span>`));
    expect(html).toContain('border-l-emerald-600');
    expect(html).toContain('border-l-amber-500');
    expect(html).toContain('Broken side rail');
    // Every card is a stop of Tab, named by its heading.
    expect(html.match(/<article tabindex="0" aria-labelledby="/g)).toHaveLength(4);
  });

  it("shows a held bed's patient, stay, doctor, diagnosis, alerts and admission", () => {
    const html = drawn();
    expect(html).toContain('Abebe Kebede');
    expect(html).toContain('MRN-2026-000007 · Male, 54 y');
    expect(html).toContain('3 days since admission');
    expect(html).toContain('Dawit Haile');
    expect(html).toContain('J18.9 Pneumonia, unspecified');
    expect(html).toMatch(/<ul aria-label="Alerts for bed 101-B"/);
    expect(html).toContain('Allergy: Penicillin (Severe, Urticaria)');
    expect(html).toContain('Discharge ordered');
    expect(html).toMatch(/href="\/admin\/main\/impatient\/l\/detail\/31"[^>]*>IPD-2026-000031</);
  });

  it('offers Admit and Mark clean only to those who may', () => {
    const none = drawn();
    expect(none).not.toContain('>Admit<');
    expect(none).not.toContain('Mark clean');
    const html = drawn({ mayAdmit: true, mayClean: true });
    expect(html).toMatch(
      /href="[^"]*impatient[^"]*\?prefill\.ward=4&amp;prefill\.bed=1"[^>]*>Admit</,
    );
    expect(html.match(/>Admit</g)).toHaveLength(1);
    expect(html).toMatch(/aria-label="Mark bed 101-C clean"[^>]*>Mark clean</);
    expect(drawn({ mayClean: true, cleaning: 3 })).toContain('Saving...');
  });

  it('counts a ward in words, leaving out empty states', () => {
    expect(
      countsText({ counts: { Vacant: 0, Occupied: 12, Cleaning: 1, 'Out of Service': 0 } }),
    ).toBe('12 Occupied, 1 Cleaning');
    expect(
      countsText({ counts: { Vacant: 0, Occupied: 0, Cleaning: 0, 'Out of Service': 0 } }),
    ).toBe('No beds');
  });
});

describe('inAppTarget', () => {
  const click = {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
  };
  const link = (href: string | null, target = '') => ({ target, getAttribute: () => href });

  it('follows a plain click on an app path within the app', () => {
    expect(inAppTarget(click, link('/admin/main/impatient/l/detail/31'))).toBe(
      '/admin/main/impatient/l/detail/31',
    );
  });

  it('leaves new tabs, other buttons, targets and other sites to the browser', () => {
    const path = link('/admin/main/wards');
    expect(inAppTarget({ ...click, ctrlKey: true }, path)).toBeUndefined();
    expect(inAppTarget({ ...click, metaKey: true }, path)).toBeUndefined();
    expect(inAppTarget({ ...click, shiftKey: true }, path)).toBeUndefined();
    expect(inAppTarget({ ...click, button: 1 }, path)).toBeUndefined();
    expect(inAppTarget({ ...click, defaultPrevented: true }, path)).toBeUndefined();
    expect(inAppTarget(click, link('/admin/main/wards', '_blank'))).toBeUndefined();
    expect(inAppTarget(click, link('https://example.org/'))).toBeUndefined();
    expect(inAppTarget(click, link('//example.org/'))).toBeUndefined();
    expect(inAppTarget(click, link(null))).toBeUndefined();
  });
});
