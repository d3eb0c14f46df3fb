// What given doses took, as the MAR draws it (src/client/app/inpatient/DoseTaken.tsx): the
// server's line under the dose in words, its working behind "How"; the stay's vials and bottles
// with their state in words (Open, Past its discard time, Discarded with what, when and why),
// not colour alone.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContainersTable, DoseTakenLine } from '../../../src/client/app/inpatient/DoseTaken';
import type { MarContainer, MarDoseTaken } from '../../../src/engine/wire/medication-record';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const taken: MarDoseTaken = {
  dose_taken:
    '10 IU = 0.1 mL from the vial opened 12-11 14:00, 9.7 mL left, discard by 10-12 14:00',
  dose_volume_ml: 0.1,
  quantity_issued: 0,
  container_dose: 41,
  container_opened_at: '2026-11-12T19:00:00.000Z',
  container_left_ml: 9.7,
  container_discard_at: '2026-12-10T19:00:00.000Z',
  stock_working:
    '10 IU of 100 IU/mL = 0.1 mL, drawn from a 10 mL vial (an insulin vial, in use 28 days once opened)',
};

const container = (more: Partial<MarContainer>): MarContainer => ({
  opening_dose: 41,
  medicine: 'Insulin, isophane (NPH, human) 100 IU/mL (10 mL) injection',
  batch_number: 'NPH-24-118',
  opened_at: '2026-11-12T19:00:00.000Z',
  left_ml: 9.7,
  discard_at: '2099-12-10T19:00:00.000Z',
  doses: 3,
  drawn_ml: 0.3,
  closed_at: null,
  waste_ml: null,
  closed_reason: null,
  ...more,
});

describe('what a given dose took on the MAR', () => {
  it('shows the server line and the working behind How', () => {
    const html = renderToStaticMarkup(createElement(DoseTakenLine, { taken }));
    expect(text(html)).toBe(`Took: ${taken.dose_taken} How ${taken.stock_working}`);
    expect(html).toContain('<details');
  });

  it('falls back to the volume and what is left for a dose stored without the line', () => {
    const html = renderToStaticMarkup(
      createElement(DoseTakenLine, { taken: { ...taken, dose_taken: null, stock_working: null } }),
    );
    expect(text(html)).toBe('Took: 0.1 mL, 9.7 mL left');
  });

  it('lists the vials open, past their discard time and discarded, in words', () => {
    const html = renderToStaticMarkup(
      createElement(ContainersTable, {
        zone: 'America/New_York',
        containers: [
          container({}),
          container({ opening_dose: 42, discard_at: '2026-01-01T12:00:00.000Z' }),
          container({
            opening_dose: 43,
            closed_at: '2026-11-14T15:30:00.000Z',
            waste_ml: 9.7,
            closed_reason: 'order MO-2026-000012 was stopped',
          }),
        ],
      }),
    );
    const rows = html
      .split('<tr')
      .slice(2)
      .map((row) => text(`<tr${row}`));
    expect(rows[0]).toBe(
      'Insulin, isophane (NPH, human) 100 IU/mL (10 mL) injection 12-11-2026 14:00 NPH-24-118 3 0.3 mL 9.7 mL 10-12-2099 14:00 Open',
    );
    expect(rows[1]).toContain('Past its discard time');
    expect(rows[2]).toContain(
      '0 mL 10-12-2099 14:00 Discarded 9.7 mL discarded 14-11-2026 10:30: order MO-2026-000012 was stopped',
    );
  });
});
