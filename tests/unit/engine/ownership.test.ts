import { describe, expect, it } from 'vitest';
import { ownerFilter, ownsRecord } from '../../../src/engine/permissions/ownership';

const tasks = { owner: { field: 'assigned_to', seeAll: ['View Settings'] } };
const nurse = { id: 7, email: 'Nurse@Tena.Demo', user: { role: 'IPD Nurse', permissions: [] } };
const admin = {
  id: 1,
  email: 'admin@tena.demo',
  user: { role: 'Preferences', permissions: ['View Settings'] },
};

describe('the owner rule of a model', () => {
  it('filters by the person’s email, caselessly, unless they may see all', () => {
    expect(ownerFilter(tasks, nurse)).toEqual({ field: 'assigned_to', value: 'nurse@tena.demo' });
    expect(ownerFilter(tasks, admin)).toBeUndefined();
    expect(ownerFilter({}, nurse)).toBeUndefined();
    expect(ownerFilter(tasks, { ...nurse, email: ' ' })).toEqual({
      field: 'assigned_to',
      value: null,
    });
  });

  it('decides one record: own, another’s, or owned by nobody the person is', () => {
    expect(ownsRecord(tasks, { assigned_to: 'NURSE@tena.demo ' }, nurse)).toBe(true);
    expect(ownsRecord(tasks, { assigned_to: 'doctor@tena.demo' }, nurse)).toBe(false);
    expect(ownsRecord(tasks, { assigned_to: 'doctor@tena.demo' }, admin)).toBe(true);
    expect(ownsRecord(tasks, { assigned_to: null }, { ...nurse, email: null })).toBe(false);
  });

  it('can match the user id instead', () => {
    const notes = { owner: { field: 'author', by: 'id' as const } };
    expect(ownerFilter(notes, nurse)).toEqual({ field: 'author', value: 7 });
    expect(ownsRecord(notes, { author: 7 }, nurse)).toBe(true);
    expect(ownsRecord(notes, { author: '7' }, nurse)).toBe(true);
    expect(ownsRecord(notes, { author: 8 }, nurse)).toBe(false);
  });
});
