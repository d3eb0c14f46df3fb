import { describe, expect, it } from 'vitest';
import { FormStore } from '../../../src/client/forms/form-store';
import { compileForm } from '../../../src/engine/form';

const form = compileForm({
  sex: { type: 'select', label: 'Sex', required: true },
  pregnant: { type: 'checkbox', label: 'Pregnant', dependencies: { sex: { value: 'Female' } } },
  notes: { type: 'text', label: 'Notes', required: true },
});
const user = { role: 'Doctor', permissions: [] };

describe('FormStore', () => {
  it('notifies only the fields a change touched', () => {
    const store = new FormStore(form, {}, { user });
    const seen: string[] = [];
    for (const key of ['f:sex', 'f:pregnant', 'f:notes'])
      store.subscribe(key, () => seen.push(key));
    store.setValue('sex', 'Female');
    expect(seen.sort()).toEqual(['f:pregnant', 'f:sex']);
    expect(store.session.isShown('pregnant')).toBe(true);
  });

  it('survives a listener that subscribes again while being notified', () => {
    const store = new FormStore(form, {}, { user });
    let calls = 0;
    let unsubscribe = () => {};
    const listener = () => {
      calls += 1;
      unsubscribe();
      unsubscribe = store.subscribe('form', listener);
    };
    unsubscribe = store.subscribe('form', listener);
    store.setValue('notes', 'x');
    expect(calls).toBe(1);
  });

  it('in bulk mode checks and submits ticked fields only', () => {
    const store = new FormStore(form, {}, { user }, true);
    store.toggleBulk('notes', true);
    const result = store.validate();
    expect(result.errors).toEqual([{ field: 'notes', message: 'Notes is required' }]);
    store.setValue('notes', 'Allergic to penicillin');
    store.setValue('sex', 'Male');
    expect(store.submittedValues()).toEqual({ notes: 'Allergic to penicillin' });
  });
});
