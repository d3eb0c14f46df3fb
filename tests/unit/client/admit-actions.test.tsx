// Admitting from where the patient is: the visit page's "Admit to ward" (a visit in consultation,
// for those who may add admissions), the one way a visit ends Admitted (its workflow's own
// Admit is the server's, never a button), and the admission form's address that the bed board,
// the emergency board and the visit share, carrying what each already knows; an emergency's
// Admission list offers Admit only while the emergency is Active (its `addWhen`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { admitPath } from '../../../src/client/app/inpatient/admit-path';
import { VisitAdmitAction } from '../../../src/client/app/inpatient/VisitAdmitAction';
import type { Meta } from '../../../src/client/app/meta/meta';
import type { DetailExtraProps } from '../../../src/client/app/models/detail-extras';
import { RelatedTable } from '../../../src/client/app/models/related/RelatedTable';
import { WorkflowActions } from '../../../src/client/app/models/WorkflowActions';
import type { ModelSchema } from '../../../src/engine/types';
import type { RelatedRows } from '../../../src/engine/wire/related-lists';
import { projectRoot } from '../../../src/server/config';

const shipped = (model: string): ModelSchema =>
  JSON.parse(readFileSync(path.join(projectRoot, 'schemas', `${model}.json`), 'utf8'));

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

  it('offers a doctor no workflow step to Admitted on a visit in consultation, only Complete and Refer', () => {
    const visit = shipped('visit');
    if (!visit.workflow) throw new Error('the visit has no workflow');
    const html = renderToStaticMarkup(
      createElement(WorkflowActions, {
        model: 'visit',
        workflow: visit.workflow,
        fields: visit.fields,
        record: { id: 12, version: 3, status: 'In Consultation' },
        user: { role: 'Doctor', permissions: ['Doctor'] },
        mayEdit: true,
        onMoved: () => {},
        onProblem: () => {},
      }),
    );
    const steps = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(steps).toEqual(['Complete', 'Refer']);
  });

  it("offers the emergency's Admit only while the emergency is Active", () => {
    const emergency = shipped('emergency');
    const entry = emergency.related?.find((list) => list.model === 'impatient');
    if (!entry) throw new Error('the emergency lists no admissions');
    const meta = {
      rights: { impatient: ['view', 'detail', 'add'] },
      models: { impatient: shipped('impatient') },
    } as unknown as Meta;
    const list: RelatedRows = {
      model: 'impatient',
      field: 'emergency',
      title: 'Admission',
      rows: [],
      total: 0,
      titles: {},
    };
    const drawnFor = (status: string) =>
      renderToStaticMarkup(
        createElement(
          MemoryRouter,
          null,
          createElement(RelatedTable, {
            meta,
            page: { parents: [], model: 'emergency', view: 'detail', id: 5 },
            record: { id: 5, version: 2, patient: 7, status },
            entry,
            list,
          }),
        ),
      );
    expect(drawnFor('Active')).toContain(
      'href="/admin/main/emergency/l/detail/5/impatient/l/new?prefill.emergency=5&amp;prefill.patient=7"',
    );
    expect(drawnFor('Active')).toContain('>Admit</a>');
    expect(drawnFor('Disposed')).not.toContain('>Admit<');
  });
});
