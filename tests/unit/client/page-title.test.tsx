// The browser's title names the page (carried defect: every tab read "Tena"): a record's page
// reads "IPD-000012 · Abebe Kebede · Admission · Tena", a list its menu name, any page its
// heading, so tabs, the history and screen readers tell pages apart (WCAG 2.4.2).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentTitle, modelListTitle } from '../../../src/client/app/layout/page-title';
import type { Meta } from '../../../src/client/app/meta/meta';
import { PageHeading, PageProblem } from '../../../src/client/app/models/PageHeading';
import { LauncherView } from '../../../src/client/app/screens/LauncherView';
import type { ModelSchema } from '../../../src/engine/types';

const schema = (model: string, title: string) =>
  ({ model, title, fields: {} }) as unknown as ModelSchema;

const meta = {
  models: {
    patient: schema('patient', 'Patient'),
    labRequest: schema('labRequest', 'Lab Request'),
    impatient: schema('impatient', 'Admission'),
    visit: schema('visit', 'Visit'),
    stockReceipt: { ...schema('stockReceipt', 'Goods Received'), pluralTitle: 'Goods Received' },
  },
  screens: {
    menu: {
      kind: 'menu',
      entries: [
        {
          label: 'Laboratory',
          route: 'laboratory',
          children: [{ label: 'Lab Requests', route: 'labRequest/l', entity: 'labRequest' }],
        },
      ],
    },
    patients: { kind: 'page', route: 'patients', title: 'Patients', model: 'patient' },
    // A view under fixed filters, and a built-in page, do not name the model's records.
    emergencies: {
      kind: 'page',
      route: 'emergencies',
      title: 'Emergency Visits',
      model: 'visit',
      filters: { visit_type: 'Emergency' },
    },
    queue: {
      kind: 'page',
      route: 'visit_queue',
      title: 'Queue',
      model: 'visit',
      component: 'visit-queue',
    },
  },
} as unknown as Meta;

describe('the document title', () => {
  it('joins the page, where it sits and Tena, skipping empty and repeated parts', () => {
    expect(documentTitle(['IPD-000012 · Abebe Kebede', 'Admission'])).toBe(
      'IPD-000012 · Abebe Kebede · Admission · Tena',
    );
    expect(documentTitle(['Patients', undefined, ' ', 'Patients'])).toBe('Patients · Tena');
    expect(documentTitle([])).toBe('Tena');
  });

  it("names a model's records as the menu does, else its own page, else its plural title", () => {
    expect(modelListTitle(meta, 'labRequest')).toBe('Lab Requests');
    expect(modelListTitle(meta, 'patient')).toBe('Patients');
    expect(modelListTitle(meta, 'impatient')).toBe('Admissions');
    expect(modelListTitle(meta, 'visit')).toBe('Visits');
    expect(modelListTitle(meta, 'stockReceipt')).toBe('Goods Received');
    expect(modelListTitle(meta, 'gone')).toBe('gone');
  });

  it('a page heading sets the title: its own words, or the record and its list', () => {
    const heading = (props: Parameters<typeof PageHeading>[0]) =>
      renderToStaticMarkup(createElement(PageHeading, props));
    expect(heading({ title: 'Bed Board' })).toContain('<title>Bed Board · Tena</title>');
    expect(
      heading({
        title: 'Admission: IPD-000012 · Abebe Kebede',
        documentTitle: ['IPD-000012 · Abebe Kebede', 'Admission'],
      }),
    ).toContain('<title>IPD-000012 · Abebe Kebede · Admission · Tena</title>');
    expect(
      renderToStaticMarkup(createElement(PageProblem, { title: 'Stock', message: 'Gone' })),
    ).toContain('<title>Stock · Tena</title>');
  });

  it('pages with their own heading set it too', () => {
    const launcher = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(LauncherView, {
          screen: { kind: 'launcher', route: 'laboratory', title: 'Laboratory', cards: [] },
        }),
      ),
    );
    expect(launcher).toContain('<title>Laboratory · Tena</title>');
  });
});
