/**
 * A new dispensing sent without a warehouse (`pharmacy.issuing-pharmacy`) is dispensed from the
 * pharmacy the dispenser's role issues from, when exactly one active pharmacy names that role
 * (the same choice the new-dispensing form makes, engine/pharmacy/dispensing-prefill.ts). With
 * none or several, Dispensed From stays empty and the engine's required check asks for it.
 */
import { issuingPharmacyOf } from '../../../engine/pharmacy';
import type { ModelRule } from '../types';

export const issuingPharmacy: ModelRule = {
  name: 'pharmacy.issuing-pharmacy',
  models: ['dispensing'],

  async fill(ctx, values) {
    if (values.warehouse !== undefined && values.warehouse !== null && values.warehouse !== '')
      return;
    const pharmacies = await ctx.records.find('wareHouse', { warehouse_type: 'Pharmacy' });
    const id = issuingPharmacyOf(pharmacies, ctx.actor.engineUser.role);
    if (id !== undefined) values.warehouse = id;
  },
};
