// What a new dispensing starts with (src/engine/pharmacy/dispensing-prefill.ts): the pharmacy
// the dispenser's role issues from, and the medicines still to dispense with what is left.
import { describe, expect, it } from 'vitest';
import { issuingPharmacyOf, rowsToDispense } from '../../../../src/engine/pharmacy';

const store = (id: number, roles: string[], type = 'Pharmacy', active: unknown = true) => ({
  id,
  warehouse_type: type,
  is_active: active,
  issuing_roles: roles,
});

describe('issuingPharmacyOf', () => {
  const main = store(1, ['Store Manager'], 'Main Store');
  const opd = store(2, ['Pharmacist', 'Pharmacy Cashier']);
  const ipd = store(3, ['Pharmacist', 'Pharmacy Manager']);

  it('gives the one active pharmacy naming the role', () => {
    expect(issuingPharmacyOf([main, opd, ipd], 'Pharmacy Cashier')).toBe(2);
    expect(issuingPharmacyOf([main, opd, ipd], 'Pharmacy Manager')).toBe(3);
    // SQLite's booleans come back as 1.
    expect(issuingPharmacyOf([store(4, ['Pharmacist'], 'Pharmacy', 1)], 'Pharmacist')).toBe(4);
  });

  it('gives none when two pharmacies, none, or only another kind of store names it', () => {
    expect(issuingPharmacyOf([main, opd, ipd], 'Pharmacist')).toBeUndefined();
    expect(issuingPharmacyOf([main, opd, ipd], 'Doctor')).toBeUndefined();
    expect(issuingPharmacyOf([main], 'Store Manager')).toBeUndefined();
  });

  it('leaves out an inactive pharmacy', () => {
    expect(
      issuingPharmacyOf([store(2, ['Pharmacist'], 'Pharmacy', false), ipd], 'Pharmacist'),
    ).toBe(3);
    expect(
      issuingPharmacyOf([store(2, ['Pharmacist'], 'Pharmacy', 0)], 'Pharmacist'),
    ).toBeUndefined();
  });
});

describe('rowsToDispense', () => {
  it('gives each medicine not fully dispensed with quantity - dispensed_quantity', () => {
    expect(
      rowsToDispense([
        { id: 10, product: 5, quantity: 21, dispensed_quantity: 0, status: 'Pending' },
        { id: 11, product: 6, quantity: 15, dispensed_quantity: 10, status: 'Partly Dispensed' },
        { id: 12, product: 7, quantity: 14, dispensed_quantity: 14, status: 'Dispensed' },
        { id: 13, product: 8, quantity: 9, dispensed_quantity: 0, status: 'Cancelled' },
        { id: 14, product: 9, quantity: 6, dispensed_quantity: null, status: 'Pending' },
      ]),
    ).toEqual([
      { prescription_item: 10, product: 5, quantity: 21 },
      { prescription_item: 11, product: 6, quantity: 5 },
      { prescription_item: 14, product: 9, quantity: 6 },
    ]);
  });

  it('gives nothing for a prescription without anything left', () => {
    expect(rowsToDispense([])).toEqual([]);
    expect(
      rowsToDispense([
        { id: 1, product: 2, quantity: 3, dispensed_quantity: 3, status: 'Pending' },
      ]),
    ).toEqual([]);
  });
});
