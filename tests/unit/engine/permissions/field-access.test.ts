import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileForm, FormSession } from '../../../../src/engine/form';
import {
  hiddenFieldNames,
  mayAccessField,
  mayAccessFieldNamed,
} from '../../../../src/engine/permissions/field-access';
import type { FieldSchema, GroupSchema } from '../../../../src/engine/types';

const doctor = { role: 'Doctor', permissions: ['Doctor'] };
const accountant = { role: 'Accountant', permissions: ['Accountant'] };

// The shape of schemas/physician.json: a finance group gated as a group, no field rule inside.
const groups: GroupSchema[] = [
  { id: 'profile', name: 'Profile' },
  { id: 'finance', name: 'Fees', permissions: ['Accountant', 'Finance Head'] },
];
const fields: Record<string, FieldSchema> = {
  first_name: { type: 'text', label: 'First Name', group: 'profile' },
  private_note: { type: 'text', label: 'Note', group: 'profile', roles: ['Doctor'] },
  consultation_fee: { type: 'currency', label: 'Fee', group: 'finance' },
  audit_note: { type: 'text', label: 'Audit', group: 'finance', roles: ['Finance Head'] },
  loose: { type: 'text', label: 'Loose', group: 'no-such-group' },
};
const model = { fields, groups };

describe('field access: the field rule AND its group rule (spec 5.1, 6.4)', () => {
  it("hides a field of a gated group from whoever fails the group's rule", () => {
    expect(hiddenFieldNames(model, doctor)).toEqual(['consultation_fee', 'audit_note']);
    expect(hiddenFieldNames(model, accountant)).toEqual(['private_note', 'audit_note']);
    expect(mayAccessFieldNamed(model, 'consultation_fee', accountant)).toBe(true);
    expect(mayAccessFieldNamed(model, 'consultation_fee', doctor)).toBe(false);
  });

  it('treats a group the model lacks, and a name it lacks, as ungated', () => {
    expect(mayAccessFieldNamed(model, 'loose', doctor)).toBe(true);
    expect(mayAccessFieldNamed(model, 'removed_since', doctor)).toBe(true);
    expect(mayAccessFieldNamed(model, 'constructor', doctor)).toBe(true);
    expect(mayAccessField({ type: 'text' }, undefined, doctor)).toBe(true);
  });

  it('is the rule the form session applies: a hidden field is neither visible nor shown', () => {
    const users = fc.record({
      role: fc.constantFrom('Doctor', 'Accountant', 'Finance Head', 'Reception'),
      permissions: fc.subarray(['Doctor', 'Accountant', 'Finance Head', 'View Detail']),
    });
    fc.assert(
      fc.property(users, (user) => {
        const session = new FormSession(compileForm(fields, groups), {}, { user });
        const hidden = hiddenFieldNames(model, user);
        for (const name of Object.keys(fields)) {
          expect(session.isVisible(name), `${name} for ${user.role}`).toBe(!hidden.includes(name));
          if (hidden.includes(name)) expect(session.isShown(name)).toBe(false);
        }
      }),
    );
  });
});
