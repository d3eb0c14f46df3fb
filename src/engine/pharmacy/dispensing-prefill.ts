/**
 * What a new dispensing starts with, the same in the browser (the form opened from a
 * prescription's Dispense) and on the server (`pharmacy.dispensing-defaults` fills an empty
 * warehouse): the pharmacy the dispenser's role issues from, when exactly one active pharmacy
 * names that role, and one row per medicine still to dispense with what is left of it.
 */

export interface StoreLike {
  id?: unknown;
  warehouse_type?: unknown;
  is_active?: unknown;
  issuing_roles?: unknown;
}

export interface PrescribedLike {
  id?: unknown;
  product?: unknown;
  quantity?: unknown;
  dispensed_quantity?: unknown;
  status?: unknown;
}

export interface DispensingRow {
  prescription_item: number;
  product: number | undefined;
  quantity: number;
}

const isOn = (value: unknown) => value === true || value === 1 || value === '1';
const count = (value: unknown) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};
const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The id of the one active pharmacy whose issuing roles include `role`; none when 0 or 2+. */
export function issuingPharmacyOf(stores: readonly StoreLike[], role: string): number | undefined {
  const issuing = stores.filter(
    (store) =>
      store.warehouse_type === 'Pharmacy' &&
      isOn(store.is_active) &&
      Array.isArray(store.issuing_roles) &&
      store.issuing_roles.map(String).includes(role),
  );
  return issuing.length === 1 ? idOf(issuing[0]?.id) : undefined;
}

/** Rows for the medicines not fully dispensed nor cancelled: quantity - dispensed_quantity each. */
export function rowsToDispense(items: readonly PrescribedLike[]): DispensingRow[] {
  const rows: DispensingRow[] = [];
  for (const item of items) {
    const id = idOf(item.id);
    if (id === undefined || item.status === 'Cancelled' || item.status === 'Dispensed') continue;
    const left = count(item.quantity) - count(item.dispensed_quantity);
    if (left > 0) rows.push({ prescription_item: id, product: idOf(item.product), quantity: left });
  }
  return rows;
}
