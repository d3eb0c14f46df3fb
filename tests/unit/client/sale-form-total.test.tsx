// The over-the-counter sale form shows its total as the pharmacist types (carried defect: no
// total until saved). The total is the engine's saleTotal, the very function the server's
// stock.sale prices the sale with; each line's Amount is the row formula, which agrees with it
// to the cent; rows being typed (not yet saved into the field) count.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SaleTotalPanel } from '../../../src/client/app/pharmacy/SaleTotalPanel';
import { saleFormTotal } from '../../../src/client/app/pharmacy/sale-form-total';
import { FormStore } from '../../../src/client/forms/form-store';
import { FormStoreContext } from '../../../src/client/forms/use-form';
import { centsToMoney } from '../../../src/engine/billing/money';
import { compileForm } from '../../../src/engine/form';
import { rowFormulaValue } from '../../../src/engine/formulas/row-formula';
import { saleTotal } from '../../../src/engine/pharmacy/sale-total';
import type { ModelSchema, TableColumn } from '../../../src/engine/types';

const schema = JSON.parse(
  readFileSync(new URL('../../../schemas/pharmacySale.json', import.meta.url), 'utf8'),
) as ModelSchema;
const columns = schema.fields.items?.columns as TableColumn[];
const amountColumn = columns.find((column) => column.field === 'amount') as TableColumn;

describe('the sale total, one function for the server and the form', () => {
  it('prices each line to the cent and adds them up', () => {
    expect(
      saleTotal([
        { quantity: 3, unitPrice: '3.10' },
        { quantity: '2', unitPrice: '12.55' },
        { quantity: 1, unitPrice: undefined },
      ]),
    ).toEqual({
      lines: [
        { unitPrice: 310, amount: 930 },
        { unitPrice: 1255, amount: 2510 },
        { unitPrice: 0, amount: 0 },
      ],
      total: 3440,
    });
    // A quantity still being typed is none yet, never NaN.
    expect(
      saleTotal([
        { quantity: '', unitPrice: '5.00' },
        { quantity: 'x', unitPrice: '1.00' },
      ]).total,
    ).toBe(0);
  });

  it("each line's amount is what the row's formula shows, to the cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 9_999_999 }),
        (quantity, cents) => {
          const unitPrice = centsToMoney(cents);
          const shown = rowFormulaValue(amountColumn, { quantity, unit_price: unitPrice });
          const [line] = saleTotal([{ quantity, unitPrice }]).lines;
          expect(centsToMoney(line?.amount ?? -1)).toBe((shown ?? Number.NaN).toFixed(2));
        },
      ),
    );
  });

  it('counts lines with a product, rows being typed included', () => {
    expect(saleFormTotal([])).toEqual({ total: undefined, lines: 0 });
    expect(
      saleFormTotal([
        { id: 1, product: 7, quantity: 3, unit_price: '3.10', amount: 9.3 },
        { id: 2, product: 9, quantity: '10', unit_price: '0.25' },
        { id: 3, quantity: 4 },
      ]),
    ).toEqual({ total: '11.80', lines: 2 });
  });
});

describe('the sale form panel', () => {
  const draw = (store: FormStore) =>
    renderToStaticMarkup(
      createElement(
        FormStoreContext.Provider,
        { value: store },
        createElement(SaleTotalPanel, { record: undefined }),
      ),
    );
  const user = { role: 'Pharmacist', permissions: [] };

  it('shows the total of the rows as the table shows them, not only the saved ones', () => {
    const store = new FormStore(compileForm(schema.fields), {}, { user });
    expect(draw(store)).toBe('');
    store.setValue('items', [{ id: 1, product: 7, quantity: 3, unit_price: '3.10', amount: 9.3 }]);
    expect(draw(store)).toContain('Total (1 item): <strong class="tabular-nums">ETB 9.30</strong>');
    // A second row being typed, not yet saved into the field.
    const listened: string[] = [];
    store.subscribe('r:items', () => listened.push('r:items'));
    store.setRowsInProgress('items', [
      { id: 1, product: 7, quantity: 3, unit_price: '3.10', amount: 9.3 },
      {
        id: 2,
        product: 9,
        quantity: 4,
        unit_price: '12.55',
        amount: 50.2,
        isNewRecordDTable: true,
      },
    ]);
    expect(listened).toEqual(['r:items']);
    const html = draw(store);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('Total (2 items): <strong class="tabular-nums">ETB 59.50</strong>');
  });

  it('tells the table listeners only when a row changed', () => {
    const store = new FormStore(compileForm(schema.fields), {}, { user });
    const row = { id: 1, product: 7, quantity: 3 };
    let calls = 0;
    store.subscribe('r:items', () => {
      calls += 1;
    });
    store.setRowsInProgress('items', [row]);
    store.setRowsInProgress('items', [row]);
    store.setRowsInProgress('items', [{ ...row, quantity: 4 }]);
    expect(calls).toBe(2);
  });
});
