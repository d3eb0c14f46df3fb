// Fields a page holds back until a panel has a reason to ask (a likely duplicate's reason), and a
// refused save's problems shown under their fields, a held one revealed.
import { describe, expect, it } from 'vitest';
import { FormStore } from '../../../src/client/forms/form-store';
import { compileForm } from '../../../src/engine/form';

const form = compileForm({
  first_name: { type: 'text', label: 'First Name', required: true },
  duplicate_reason: { type: 'text', label: 'Reason for Registering Anyway', multiline: true },
});
const user = { role: 'Reception', permissions: [] };

describe('a field held back', () => {
  it('is left out of the form and of what a submit sends until revealed', () => {
    const store = new FormStore(form, { first_name: 'Almaz' }, { user });
    store.hold(['duplicate_reason']);
    expect(store.isHeld('duplicate_reason')).toBe(true);
    expect(store.submittedValues()).not.toHaveProperty('duplicate_reason');
    const seen: string[] = [];
    store.subscribe('f:duplicate_reason', () => seen.push('revealed'));
    store.reveal('duplicate_reason');
    store.reveal('duplicate_reason');
    expect(seen).toEqual(['revealed']);
    store.setValue('duplicate_reason', 'Twin sister');
    expect(store.submittedValues()).toMatchObject({ duplicate_reason: 'Twin sister' });
  });

  it('is never a filled or a required field', () => {
    const store = new FormStore(form, { duplicate_reason: 'Kept from before' }, { user });
    store.hold(['duplicate_reason', 'first_name']);
    expect(store.isHeld('duplicate_reason')).toBe(false);
    expect(store.isHeld('first_name')).toBe(false);
  });
});

describe("a refused save's problems", () => {
  it('show under their fields, revealing a held one, and go when the value is put right', () => {
    const store = new FormStore(form, { first_name: 'Almaz' }, { user });
    store.hold(['duplicate_reason']);
    const message = 'This may be a patient already registered: MRN-2026-000004 Almaz Tesfaye.';
    store.showProblems([
      { field: 'duplicate_reason', message },
      { field: 'not_a_field', message: 'ignored' },
    ]);
    expect(store.isHeld('duplicate_reason')).toBe(false);
    expect(store.state('duplicate_reason').error).toBe(message);
    store.setValue('duplicate_reason', 'Twin sister, checked with the mother');
    expect(store.state('duplicate_reason').error).toBe('');
  });
});
