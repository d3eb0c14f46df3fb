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

describe('a fetched ref field (the visit of an evaluation names its patient)', () => {
  const chain = compileForm({
    visit: { type: 'select', label: 'Visit', ref: 'visit' },
    patient: { type: 'select', label: 'Patient', ref: 'patient', fetchFrom: 'visit.patient' },
    visit_date: { type: 'date', label: 'Visit Date', fetchFrom: 'visit.queue_date' },
    sex: { type: 'select', label: 'Sex', fetchFrom: 'patient.sex' },
    date_of_birth: { type: 'date', label: 'Date of Birth', fetchFrom: 'patient.date_of_birth' },
  });
  const patients: Record<string, Record<string, unknown>> = {
    '7': { id: 7, sex: 'Female', date_of_birth: '1996-07-02' },
    '8': { id: 8, sex: 'Male', date_of_birth: '1980-01-01' },
  };
  /** Answers reads of patients as the server would, once `release` lets each through. */
  function loader() {
    const asked: string[] = [];
    const waiting: (() => void)[] = [];
    const load = (model: string, id: string) => {
      asked.push(`${model}/${id}`);
      return new Promise<Record<string, unknown> | undefined>((resolve) =>
        waiting.push(() => resolve(patients[id])),
      );
    };
    const release = async () => {
      for (const go of waiting.splice(0)) go();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { load, asked, release };
  }

  it("is a pick too: the patient's record is read and its sex and date of birth copied", async () => {
    const { load, asked, release } = loader();
    const store = new FormStore(chain, {}, { user }, false, load);
    store.pick('visit', 3, { id: 3, patient: 7, queue_date: '2026-03-10' });
    expect([store.state('patient').value, store.state('visit_date').value]).toEqual([
      7,
      '2026-03-10',
    ]);
    expect(asked).toEqual(['patient/7']);
    await release();
    expect([store.state('sex').value, store.state('date_of_birth').value]).toEqual([
      'Female',
      '1996-07-02',
    ]);
  });

  it('a later pick wins over a read still on its way', async () => {
    const { load, release } = loader();
    const store = new FormStore(chain, {}, { user }, false, load);
    store.pick('visit', 3, { id: 3, patient: 7 });
    store.pick('visit', 4, { id: 4, patient: 8 });
    await release();
    expect(store.state('sex').value).toBe('Male');
    store.pick('visit', null, undefined);
    await release();
    expect([store.state('patient').value, store.state('sex').value]).toEqual([null, null]);
  });

  it('a form opened with the ref picked and its copies empty reads them; a stored record does not', async () => {
    const opened = loader();
    const fresh = new FormStore(chain, { patient: 7 }, { user }, false, opened.load);
    await opened.release();
    expect(fresh.state('sex').value).toBe('Female');
    const stored = loader();
    new FormStore(chain, { patient: 7, sex: 'Female' }, { user }, false, stored.load);
    expect(stored.asked).toEqual([]);
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
