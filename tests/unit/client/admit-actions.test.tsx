// Admitting from where the patient is: the visit page's "Admit to ward" (a visit in consultation,
// for those who may add admissions) and the admission form's address that the bed board, the
// emergency board and the visit share, carrying what each already knows.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { admitPath } from '../../../src/client/app/inpatient/admit-path';
import { VisitAdmitAction } from '../../../src/client/app/inpatient/VisitAdmitAction';
import type { DetailExtraProps } from '../../../src/client/app/models/detail-extras';

function drawn(rights: string[], record: Record<string, unknown>) {
  const props = { record, meta: { rights: { impatient: rights } } } as unknown as DetailExtraProps;
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(VisitAdmitAction, props)),
  );
}

describe('admitting from a visit or an emergency', () => {
  it('fills the admission form with what the place knows', () => {
    expect(admitPath({ patient: 7, emergency: 3 })).toBe(
      '/admin/main/impatient/l/new?prefill.patient=7&prefill.emergency=3',
    );
    expect(admitPath({ ward: 4, bed: 1 })).toBe(
      '/admin/main/impatient/l/new?prefill.ward=4&prefill.bed=1',
    );
  });

  it('offers Admit to ward on a visit in consultation to those who may admit', () => {
    const html = drawn(['view', 'add'], { id: 12, patient: 7, status: 'In Consultation' });
    expect(html).toContain(
      'href="/admin/main/impatient/l/new?prefill.patient=7&amp;prefill.visit=12"',
    );
    expect(html).toContain('>Admit to ward</a>');
    expect(drawn(['view'], { id: 12, patient: 7, status: 'In Consultation' })).toBe('');
    expect(drawn(['view', 'add'], { id: 12, patient: 7, status: 'Waiting' })).toBe('');
  });
});
