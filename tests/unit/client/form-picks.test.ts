// A record's own ref fields: a pick fills the fields that fetchFrom it (as the table's columns
// are filled), and a pick its refFilter no longer offers, once a field it reads changed, is
// dropped with a message naming why.
import { describe, expect, it } from 'vitest';
import { FormStore } from '../../../src/client/forms/form-store';
import { stalePickMessage } from '../../../src/client/forms/widgets/select/use-stale-pick';
import { compileForm } from '../../../src/engine/form';
import { refFilterScope, resolveRefFilter } from '../../../src/engine/form/ref-filter';

const form = compileForm({
  patient: { type: 'select', label: 'Patient', ref: 'patient' },
  service: { type: 'select', label: 'Service', ref: 'service' },
  rate: { type: 'currency', label: 'Rate', fetchFrom: 'service.price' },
  unit: { type: 'text', label: 'Unit', fetchFrom: 'service.unit' },
  note: { type: 'text', label: 'Note' },
});
const user = { role: 'Lab Cashier', permissions: [] };

describe('a pick in a ref field', () => {
  it('fills the fields that fetchFrom it, and empties them when the pick is cleared', () => {
    const store = new FormStore(form, { note: 'kept' }, { user });
    const seen: string[] = [];
    for (const key of ['f:rate', 'f:unit', 'f:note']) store.subscribe(key, () => seen.push(key));
    store.pick('service', 4, { id: 4, name: 'CBC', price: '350.00', unit: 'test' });
    expect(store.state('service').value).toBe(4);
    expect(store.state('rate').value).toBe('350.00');
    expect(store.state('unit').value).toBe('test');
    expect(seen.sort()).toEqual(['f:rate', 'f:unit']);
    store.pick('service', null, undefined);
    expect([store.state('rate').value, store.state('unit').value]).toEqual([null, null]);
    expect(store.state('note').value).toBe('kept');
  });

  it('fills nothing when another ref field is picked', () => {
    const store = new FormStore(form, { rate: '10.00' }, { user });
    store.pick('patient', 7, { id: 7, price: '999.00' });
    expect(store.state('rate').value).toBe('10.00');
  });
});

describe('a pick its refFilter no longer offers', () => {
  const filter = { patient: '$patient', status: { in: ['Submitted', 'Partly Paid'] } };
  const invoice = { id: 3, patient: 7, status: 'Submitted', number: 'INV-2026-000003' };
  const pick = (patient: unknown) => ({
    label: 'Invoice',
    title: 'INV-2026-000003',
    record: invoice,
    conditions: resolveRefFilter(filter, refFilterScope({ patient })),
    changed: ['Patient'],
    targetLabel: (field: string) => (field === 'patient' ? 'Patient' : 'Status'),
    nameOf: (value: unknown) => (String(value) === '9' ? 'Almaz Tesfaye' : String(value)),
  });

  it('is dropped with a message naming the field, the record and the condition it fails', () => {
    expect(stalePickMessage(pick(9))).toBe(
      'Invoice cleared: INV-2026-000003 does not fit the Patient now chosen (its Patient must be Almaz Tesfaye)',
    );
    expect(stalePickMessage(pick(''))).toBe(
      'Invoice cleared: INV-2026-000003 does not fit the Patient now chosen (its Patient must be empty)',
    );
  });

  it('is kept while it still fits', () => {
    expect(stalePickMessage(pick(7))).toBeUndefined();
  });
});
