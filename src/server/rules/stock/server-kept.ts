/**
 * `quantity` and `stockLedger` are the ledger's own tables: only a stock movement's rule writes
 * them (ledger.ts, straight to the tables). Any write through the model pipeline, whoever holds
 * the rights, is refused with 422 naming the field, so a balance always equals its ledger.
 */
import type { ModelRule } from '../types';

const MESSAGE: Record<string, { field: string; message: string }> = {
  quantity: {
    field: 'quantity',
    message:
      'Quantity is kept by the server from the stock ledger and cannot be written: record a receipt, transfer, dispensing, sale, adjustment or return instead',
  },
  stockLedger: {
    field: 'quantity_in',
    message:
      'The stock ledger is appended by stock movements only and never edited: record a receipt, transfer, dispensing, sale, adjustment or return (a wrong movement is reversed by another)',
  },
};

export const stockServerKept: ModelRule = {
  name: 'stock.server-kept',
  models: ['quantity', 'stockLedger'],
  check(_ctx, change) {
    const refusal = MESSAGE[change.model];
    return refusal ? [refusal] : [];
  },
};
