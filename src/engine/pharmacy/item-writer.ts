/**
 * Who writes a prescription item as its pharmacist rather than its prescriber: on an existing
 * item, the Pharmacist changes only the quantity to dispense, with a reason; everyone else who
 * may write it is the prescriber, whose quantity the engine works out (issue 20: "quantity
 * computed from them, editable by the pharmacist with a reason"). The server's rule
 * (`pharmacy.prescription-item`) and the item's form decide alike.
 */
export const writesAsPharmacist = (role: string | undefined): boolean => role === 'Pharmacist';
