import { describe, expect, it } from 'vitest';
import { passesAccess } from '../../../../src/engine/permissions/access';
import { can, type PermissionMatrix } from '../../../../src/engine/permissions/can';

const matrix: PermissionMatrix = {
  patient: {
    view: ['Reception', 'Doctor'],
    add: ['Reception', 'Reception Manager'],
    edit: ['Reception Manager', 'Doctor'],
  },
  contact: { view: ['Contact Us'], add: ['Contact Us', 'Public Access'] },
};
const reception = { role: 'Reception', permissions: ['Reception'] };
const doctor = { role: 'Doctor', permissions: ['View Detail'] };

describe('can (spec 6)', () => {
  it('grants an action when the user holds a listed permission or role name', () => {
    expect(can(reception, matrix, 'patient', 'add')).toBe(true);
    expect(can(doctor, matrix, 'patient', 'edit')).toBe(true);
    expect(can(doctor, matrix, 'patient', 'add')).toBe(false);
  });
  it('refuses an action with no list, and an unknown entity', () => {
    expect(can(reception, matrix, 'patient', 'delete')).toBe(false);
    expect(can(reception, matrix, 'invoice', 'view')).toBe(false);
    expect(can(reception, matrix, 'toString', 'view')).toBe(false);
  });
  it("lets anyone do what 'Public Access' lists, even without signing in", () => {
    expect(can(undefined, matrix, 'contact', 'add')).toBe(true);
    expect(can(doctor, matrix, 'contact', 'add')).toBe(true);
    expect(can(undefined, matrix, 'contact', 'view')).toBe(false);
  });
});

describe('passesAccess (spec 5.1, 6.4)', () => {
  it('needs at least one listed permission and a listed role', () => {
    expect(passesAccess({}, doctor)).toBe(true);
    expect(passesAccess({ permissions: ['View Detail', 'X'] }, doctor)).toBe(true);
    expect(passesAccess({ permissions: ['X'] }, doctor)).toBe(false);
    expect(passesAccess({ permissions: ['Doctor'] }, doctor)).toBe(true);
    expect(passesAccess({ roles: ['Doctor', 'Senior Doctor'] }, doctor)).toBe(true);
    expect(passesAccess({ roles: ['Reception'] }, doctor)).toBe(false);
    expect(passesAccess({ permissions: ['View Detail'], roles: ['Reception'] }, doctor)).toBe(
      false,
    );
  });
});
