import { describe, expect, it } from 'vitest';
import {
  prefillFromSearch,
  prefillOf,
  prefillSearch,
} from '../../../../src/engine/related/prefill';
import type { ModelSchema } from '../../../../src/engine/types';

const LAB_REQUEST: Pick<ModelSchema, 'fields' | 'naming' | 'workflow'> = {
  fields: {
    request_number: { type: 'text' },
    patient: { type: 'select', ref: 'patient' },
    visit: { type: 'select', ref: 'visit' },
    tests: { type: 'select', multiple: true, options: [{ id: 'CBC', name: 'CBC' }] },
    urgent: { type: 'checkbox' },
    fasting_hours: { type: 'number' },
    clinical_notes: { type: 'text' },
    total: { type: 'currency', derived: true },
    scan: { type: 'file' },
    status: { type: 'select', options: [{ id: 'Requested', name: 'Requested' }] },
  },
  naming: { field: 'request_number', pattern: 'LAB-{seq:6}' },
  workflow: { field: 'status', initial: 'Requested', states: ['Requested'], transitions: [] },
};

describe('a new record filled from its address', () => {
  it('takes the values a related list gives: the pointing field and the copied ones', () => {
    const visit = { id: 5, patient: 7, department: 2, notes: '' };
    const values = prefillOf(
      { field: 'visit', prefill: { patient: 'patient', notes: 'notes' } },
      visit,
    );
    expect(values).toEqual({ visit: 5, patient: 7 });
    expect(prefillSearch(values)).toBe('?prefill.visit=5&prefill.patient=7');
    expect(prefillSearch({})).toBe('');
  });

  it('decodes each value as its field holds it', () => {
    const search = new URLSearchParams(
      'prefill.visit=5&prefill.patient=7&prefill.urgent=true&prefill.fasting_hours=8.5&prefill.clinical_notes=Fever%20for%203%20days&other=1',
    );
    expect(prefillFromSearch(LAB_REQUEST, search)).toEqual({
      visit: 5,
      patient: 7,
      urgent: true,
      fasting_hours: 8.5,
      clinical_notes: 'Fever for 3 days',
    });
  });

  it('ignores what a person could not type: server-owned, unknown, files, lists and bad values', () => {
    const search = new URLSearchParams(
      'prefill.request_number=LAB-9&prefill.total=10&prefill.status=Done&prefill.scan=x&prefill.tests=CBC&prefill.ward=3&prefill.patient=abc&prefill.visit=0&prefill.urgent=yes&prefill.fasting_hours=',
    );
    expect(prefillFromSearch(LAB_REQUEST, search)).toEqual({});
  });
});
