import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breadcrumbs } from '../../../../src/engine/format';

describe('breadcrumbs', () => {
  it('starts with Home', () => {
    expect(breadcrumbs('/')).toEqual([{ label: 'Home', path: '/' }]);
    expect(breadcrumbs('')).toEqual([{ label: 'Home', path: '/' }]);
  });

  it('adds one crumb per segment, words capitalised and underscores as spaces (spec 2.5)', () => {
    expect(breadcrumbs('/patients/all_visits')).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Patients', path: '/patients' },
      { label: 'All Visits', path: '/patients/all_visits' },
    ]);
  });

  it('hides admin, main and l but keeps them in later paths', () => {
    expect(breadcrumbs('/admin/main/l/lab_requests/42')).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Lab Requests', path: '/admin/main/l/lab_requests' },
      { label: '42', path: '/admin/main/l/lab_requests/42' },
    ]);
  });

  it('decodes segments and ignores a query or hash', () => {
    expect(breadcrumbs('/wards/st%20mary_wing?tab=2#top')).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Wards', path: '/wards' },
      { label: 'St Mary Wing', path: '/wards/st%20mary_wing' },
    ]);
    expect(breadcrumbs('/bad%zz')[1]?.label).toBe('Bad%zz');
  });

  it('never throws and always starts with Home', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(breadcrumbs(raw)[0]).toEqual({ label: 'Home', path: '/' });
      }),
    );
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(breadcrumbs(raw)[0]).toEqual({ label: 'Home', path: '/' });
      }),
    );
  });
});
