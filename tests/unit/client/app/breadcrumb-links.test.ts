// Breadcrumbs link only to pages that exist (spec 2.5, carried defect): on a record's page the
// model's crumb led to `/admin/main/patient` and "Detail" to `/admin/main/patient/l/detail`,
// neither of them a page (the 404 page). Every crumb that links must now open a page the user
// may see, as the router and the screens' catch-all decide; the others are plain text.
import { describe, expect, it } from 'vitest';
import { crumbLinks, opensPage } from '../../../../src/client/app/layout/crumb-links';
import type { Meta } from '../../../../src/client/app/meta/meta';
import { adminPageRoutes } from '../../../../src/client/app/routes/admin-page-routes';
import { catchAllOpens } from '../../../../src/client/app/screens/admin-path';
import { breadcrumbs } from '../../../../src/engine/format';
import type { ModelSchema } from '../../../../src/engine/types';

const schema = (model: string, title: string) =>
  ({ model, title, fields: {} }) as unknown as ModelSchema;

// A nurse's meta: patients and their appointments (no appointment detail), the Patients page
// and a waiting screen; invoices closed to them.
const meta = {
  permissions: ['IPD Nurse'],
  role: 'IPD Nurse',
  home: '',
  rights: {
    patient: ['view', 'detail'],
    appointment: ['view'],
    impatient: ['view', 'detail', 'add', 'edit'],
    waitingScreen: ['view', 'detail'],
  },
  models: {
    patient: schema('patient', 'Patient'),
    appointment: schema('appointment', 'Appointment'),
    impatient: schema('impatient', 'Admission'),
    waitingScreen: schema('waitingScreen', 'Waiting Screen'),
  },
  screens: {
    patients: { kind: 'page', route: 'patients', title: 'Patients', model: 'patient' },
    'waiting-screen': {
      kind: 'waiting-screen',
      route: 'waiting_screen',
      title: 'Waiting Screen',
      model: 'waitingScreen',
    },
  },
  needs: {},
  closedScreens: [{ title: 'Invoices', routes: ['invoices'], permissions: ['Cashier'] }],
} as unknown as Meta;

const linked = (pathname: string) =>
  crumbLinks(pathname, adminPageRoutes, meta).map(({ label, href, current }) =>
    current ? `[${label}]` : href ? `${label} -> ${href}` : label,
  );

describe('breadcrumb links (spec 2.5)', () => {
  it("a model's crumb takes the `l` after it: its list, not a bare model name", () => {
    expect(breadcrumbs('/admin/main/impatient/l/detail/12')).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Impatient', path: '/admin/main/impatient/l' },
      { label: 'Detail', path: '/admin/main/impatient/l/detail' },
      { label: '12', path: '/admin/main/impatient/l/detail/12' },
    ]);
  });

  it("a record's page: the list and the record link, Detail and Edit are plain text", () => {
    expect(linked('/admin/main/impatient/l/detail/12')).toEqual([
      'Home -> /admin/main',
      'Impatient -> /admin/main/impatient/l',
      'Detail',
      '[12]',
    ]);
    expect(linked('/admin/main/impatient/l/detail/12/edit')).toEqual([
      'Home -> /admin/main',
      'Impatient -> /admin/main/impatient/l',
      'Detail',
      '12 -> /admin/main/impatient/l/detail/12',
      '[Edit]',
    ]);
    expect(linked('/admin/main/impatient/l/edit/12')).toEqual([
      'Home -> /admin/main',
      'Impatient -> /admin/main/impatient/l',
      'Edit',
      '[12]',
    ]);
  });

  it('a nested list links back to its parent record; a right the user lacks is no link', () => {
    expect(linked('/admin/main/patient/l/detail/7/appointment/l/new')).toEqual([
      'Home -> /admin/main',
      'Patient -> /admin/main/patient/l',
      'Detail',
      '7 -> /admin/main/patient/l/detail/7',
      'Appointment -> /admin/main/patient/l/detail/7/appointment/l',
      '[New]',
    ]);
    // Appointment details are not this user's: the record's crumb would open a refusal.
    expect(linked('/admin/main/appointment/l/detail/3/edit')).toEqual([
      'Home -> /admin/main',
      'Appointment -> /admin/main/appointment/l',
      'Detail',
      '3',
      '[Edit]',
    ]);
  });

  it("screens, a kiosk view and named pages link; their paths' other segments do not", () => {
    expect(linked('/admin/main/waiting_screen/detail/4')).toEqual([
      'Home -> /admin/main',
      'Waiting Screen -> /admin/main/waiting_screen',
      'Detail',
      '[4]',
    ]);
    expect(linked('/admin/main/lab_results/entry/42')).toEqual([
      'Home -> /admin/main',
      'Lab Results',
      'Entry',
      '[42]',
    ]);
  });

  it('every crumb that links opens a page; none leads to the 404 or a refusal', () => {
    const paths = [
      '/admin/main/impatient/l/detail/12/edit',
      '/admin/main/patient/l/detail/7/appointment/l/new',
      '/admin/main/waiting_screen/detail/4',
      '/admin/main/lab_results/entry/42',
      '/admin/main/invoices/l/detail/3',
      '/admin/main/unknown/l/detail/3',
    ];
    for (const path of paths)
      for (const crumb of crumbLinks(path, adminPageRoutes, meta)) {
        if (!crumb.href || crumb.href === '/admin/main') continue;
        expect(opensPage(adminPageRoutes, meta, crumb.href.slice('/admin/main/'.length))).toBe(
          true,
        );
      }
  });

  it("the catch-all opens screens and the user's model pages only", () => {
    expect(catchAllOpens(meta, 'patients')).toBe(true);
    expect(catchAllOpens(meta, 'invoices')).toBe(false);
    expect(catchAllOpens(meta, 'patient')).toBe(false);
    expect(catchAllOpens(meta, 'patient/l')).toBe(true);
    expect(catchAllOpens(meta, 'patient/l/new')).toBe(false);
    expect(catchAllOpens(meta, 'impatient/l/new')).toBe(true);
    expect(catchAllOpens(meta, 'invoice/l')).toBe(false);
    expect(opensPage(adminPageRoutes, meta, 'users')).toBe(true);
    expect(opensPage(adminPageRoutes, meta, 'lab_results/entry')).toBe(false);
  });
});
