// Over-the-counter sales (issue 20, spec `sales` for the pharmacy) on both databases: a walk-in
// customer buys non-prescription items; the server prices them from the formulary, works out
// the total and change, and takes the stock first-expiry-first-out; every refusal names its
// field and what is wrong; a sale is locked, returned whole by the Pharmacy Manager into the
// same batches with its refund; its receipt prints (JSON and PDF); the cash-up counts it.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { centsToMoney } from '../../src/engine/billing/money';
import { saleChange } from '../../src/engine/pharmacy/sale-change';
import type { SalesEntries, SalesReport } from '../../src/engine/wire/sales';
import { createRecord, signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import type { Row } from '../helpers/stock-fixtures';
import { useStockSuite } from '../helpers/stock-suite';

describe.each(dialectCases)('pharmacy sales on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T08:00:00Z');
  const { suite, f, call, move, batches } = useStockSuite({ make, skip }, () => now);
  let app: FastifyInstance;
  let pharmacy: number;
  const methods = {} as Record<'cash' | 'card' | 'credit', number>;

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    pharmacy = await f.newWarehouse('Pharmacy', {
      issuing_roles: ['Pharmacist', 'Pharmacy Cashier', 'Pharmacy Manager'],
    });
    const account = Number(
      (
        await createRecord(app, f.as.financeHead, 'account', {
          code: '1010',
          name: 'Cash on Hand',
          account_type: 'Cash',
          is_active: true,
        })
      ).id,
    );
    const method = async (name: string, kind: string, more: Row = {}) =>
      Number(
        (
          await createRecord(app, f.as.financeHead, 'paymentMethod', {
            name,
            kind,
            account,
            is_active: true,
            ...more,
          })
        ).id,
      );
    methods.cash = await method('Cash', 'Cash');
    methods.card = await method('Card', 'Card', { requires_reference: true });
    methods.credit = await method('Credit', 'Credit');
  }, 60_000);

  const stockOf = async (product: number, warehouse = pharmacy) =>
    (await batches(product))
      .filter((row) => row.warehouse === warehouse)
      .map((row) => [row.batch_number, row.quantity])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  const sell = (body: Row, headers = f.as.pharmacyCashier) =>
    call('POST', 'pharmacySale', headers, {
      warehouse: pharmacy,
      payment_method: methods.cash,
      ...body,
    });
  const refused = async (body: Row, headers = f.as.pharmacyCashier) => {
    const response = await sell(body, headers);
    expect(response.statusCode, response.body).toBe(422);
    return response.json().details as { field: string; message: string }[];
  };
  /** A product in stock at the pharmacy: its id. */
  const stocked = async (overrides: Row, batches: [string, string, number][]) => {
    const product = await f.newProduct(overrides);
    await f.receive(
      pharmacy,
      batches.map(([batch_number, expiry_date, quantity]) => ({
        product,
        batch_number,
        expiry_date,
        quantity,
      })),
    );
    return product;
  };

  it.skipIf(skip)('sells at formulary prices, first expiry first out, with change', async () => {
    const tablet = await stocked({ unit_price: '0.10' }, [
      ['P-LATE', '2027-06-30', 10],
      ['P-SOON', '2026-09-30', 4],
    ]);
    const sachet = await stocked({ name: 'ORS sachet', unit_price: '5.00' }, [
      ['O-1', '2027-01-31', 20],
    ]);
    const response = await sell({
      items: [
        { product: tablet, quantity: 3, unit_price: '0.01' },
        { product: sachet, quantity: 4 },
      ],
      amount_tendered: '50.00',
    });
    expect(response.statusCode, response.body).toBe(201);
    const sale = response.json() as Row;
    expect(sale).toMatchObject({
      sale_number: expect.stringMatching(/^OTC-2026-\d{6}$/),
      customer_name: 'Walk-in customer',
      status: 'Paid',
      total: '20.30',
      amount_tendered: '50.00',
      change_due: '29.70',
      sold_by: 'pharmacy-cashier@tena.demo',
      sold_at: now.toISOString(),
    });
    expect((sale.items as Row[]).map(({ unit_price, amount }) => [unit_price, amount])).toEqual([
      ['0.10', '0.30'],
      ['5.00', '20.00'],
    ]);
    expect(await stockOf(tablet)).toEqual([
      ['P-LATE', 10],
      ['P-SOON', 1],
    ]);
    expect(await stockOf(sachet)).toEqual([['O-1', 16]]);
    const ledger = (
      await call('GET', `stockLedger?pageSize=50&filter[product]=${tablet}`, f.as.storeManager)
    ).json().rows as Row[];
    expect(
      ledger
        .filter((line) => line.movement === 'Sale')
        .map((l) => [l.batch_number, l.quantity_out, l.source_label]),
    ).toEqual([['P-SOON', 3, sale.sale_number]]);

    // A card payment takes exactly the total, with its slip number.
    const byCard = await sell({
      items: [{ product: tablet, quantity: 5 }],
      payment_method: methods.card,
      reference: 'SLIP-1',
      amount_tendered: '100.00',
      customer_name: 'Abebe Kebede',
    });
    expect(byCard.statusCode, byCard.body).toBe(201);
    expect(byCard.json()).toMatchObject({
      customer_name: 'Abebe Kebede',
      total: '0.50',
      amount_tendered: '0.50',
      change_due: '0.00',
    });
    expect(await stockOf(tablet)).toEqual([
      ['P-LATE', 6],
      ['P-SOON', 0],
    ]);
  });

  it.skipIf(skip)(
    "records tendered and change as the sale form's saleChange shows them, refusing a shortfall",
    async () => {
      const product = await stocked({ name: 'Paracetamol 500 mg', unit_price: '1.55' }, [
        ['PC-1', '2027-03-31', 100],
      ]);
      // 8 x 1.55 = 12.40: cash above, exact, left empty, below; a card with cash typed.
      const cases: [number, string | undefined, number][] = [
        [methods.cash, '50.00', 5000],
        [methods.cash, '12.40', 1240],
        [methods.cash, undefined, Number.NaN],
        [methods.card, '100.00', 10000],
      ];
      for (const [method, tendered, typed] of cases) {
        const cash = method === methods.cash;
        const settled = saleChange(1240, Number.isNaN(typed) ? null : typed, cash);
        const response = await sell({
          items: [{ product, quantity: 8 }],
          payment_method: method,
          ...(cash ? {} : { reference: 'SLIP-9' }),
          ...(tendered === undefined ? {} : { amount_tendered: tendered }),
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({
          total: '12.40',
          amount_tendered: centsToMoney(settled.tendered),
          change_due: centsToMoney(settled.change),
        });
      }
      expect(await stockOf(product)).toEqual([['PC-1', 68]]);

      // ETB 2.40 short: a 422 on the tendered amount naming the shortfall, and nothing sold.
      const short = saleChange(1240, 1000, true);
      expect(short.shortfall).toBe(240);
      expect(
        await refused({ items: [{ product, quantity: 8 }], amount_tendered: '10.00' }),
      ).toEqual([
        {
          field: 'amount_tendered',
          message: 'ETB 2.40 is missing: the total is ETB 12.40 and ETB 10.00 was tendered',
        },
      ]);
      expect(await stockOf(product)).toEqual([['PC-1', 68]]);
    },
  );

  it.skipIf(skip)('refuses prescription-only and inactive products by name', async () => {
    const retired = await f.newProduct({ name: 'Retired syrup', is_active: false });
    expect(
      await refused({
        items: [
          { product: f.products.amoxicillin, quantity: 1 },
          { product: retired, quantity: 1 },
        ],
      }),
    ).toEqual([
      {
        field: 'items[0].product',
        message:
          "Amoxicillin 500 mg capsule needs a prescription: it is dispensed against a doctor's prescription, not sold over the counter",
      },
      {
        field: 'items[1].product',
        message: 'Retired syrup is no longer active in the formulary and is not sold',
      },
    ]);
  });

  it.skipIf(skip)('refuses broken quantities, a product twice, and short cash', async () => {
    const product = await stocked({ name: 'Zinc 20 mg tablet', unit_price: '2.00' }, [
      ['Z-1', '2027-01-31', 50],
    ]);
    expect(
      await refused({
        items: [
          { product, quantity: 1.5 },
          { product, quantity: 2 },
        ],
      }),
    ).toEqual([
      { field: 'items[0].quantity', message: 'Quantity must be a whole number of units above 0' },
      {
        field: 'items[1].product',
        message: 'Zinc 20 mg tablet is already on line 1: put its whole quantity on one line',
      },
    ]);
    expect(await refused({ items: [{ product, quantity: 7 }], amount_tendered: '10.00' })).toEqual([
      {
        field: 'amount_tendered',
        message: 'ETB 4.00 is missing: the total is ETB 14.00 and ETB 10.00 was tendered',
      },
    ]);
    expect(
      await refused({ items: [{ product, quantity: 1 }], payment_method: methods.credit }),
    ).toEqual([
      {
        field: 'payment_method',
        message:
          'Payment Method: Credit is not one this pharmacy sale may pick (its Kind must not be any of Credit, Insurance)',
      },
    ]);
    expect(
      await refused({ items: [{ product, quantity: 1 }], payment_method: methods.card }),
    ).toEqual([
      {
        field: 'reference',
        message: 'Reference is required for Card payments (the slip or transaction number)',
      },
    ]);
    // A cashier's differing amount is the engine's refusal; the unit price is the formulary's.
    const amount = await refused({ items: [{ product, quantity: 2, amount: '3.00' }] });
    expect(amount.map((p) => p.field)).toEqual(['items[0].amount']);
    expect(await stockOf(product)).toEqual([['Z-1', 50]]);
  });

  it.skipIf(skip)('sells only from a pharmacy, by the roles it issues by', async () => {
    const product = await stocked({ name: 'Vitamin C 250 mg tablet' }, [['C-1', '2027-01-31', 5]]);
    const items = [{ product, quantity: 1 }];
    const strict = await f.newWarehouse('Pharmacy', { issuing_roles: ['Pharmacist'] });
    const byCashier = await refused({ items, warehouse: strict });
    expect(byCashier).toEqual([
      {
        field: 'warehouse',
        message: expect.stringMatching(
          /^Pharmacy-\S+ is issued from by Pharmacist: a Pharmacy Cashier cannot sell from it$/,
        ),
      },
    ]);
    const fromStore = await refused({ items, warehouse: f.warehouses.main });
    expect(fromStore.map((p) => p.field)).toEqual(['warehouse']);
    const byDoctor = await sell({ items }, f.as.doctor);
    expect(byDoctor.statusCode).toBe(403);
  });

  it.skipIf(skip)('never sells more than the pharmacy holds, nor an expired batch', async () => {
    const product = await stocked({ name: 'Ibuprofen 400 mg tablet' }, [['I-1', '2027-01-31', 3]]);
    const details = await refused({ items: [{ product, quantity: 5 }] });
    expect(details).toEqual([
      {
        field: 'items[0].quantity',
        message: expect.stringMatching(
          /^Only 3 of Ibuprofen 400 mg tablet can be issued in Pharmacy-\S+; 5 asked \(batch I-1: 3 \(expires 2027-01-31\)\)$/,
        ),
      },
    ]);
    expect(await stockOf(product)).toEqual([['I-1', 3]]);
    const sales = (await call('GET', 'pharmacySale?pageSize=200', f.as.pharmacyCashier)).json()
      .rows as Row[];
    expect(sales.some((sale) => sale.total === '5.00' && sale.status !== 'Paid')).toBe(false);
  });

  it.skipIf(skip)('is locked, and returned whole into the same batches', async () => {
    const product = await stocked({ name: 'Chlorhexidine mouthwash', unit_price: '12.50' }, [
      ['M-1', '2026-06-30', 2],
      ['M-2', '2027-06-30', 5],
    ]);
    const sale = (await sell({ items: [{ product, quantity: 4 }] })).json() as Row;
    expect(await stockOf(product)).toEqual([
      ['M-1', 0],
      ['M-2', 3],
    ]);
    const edit = await call('PUT', `pharmacySale/${sale.id}`, f.as.pharmacyManager, {
      version: sale.version,
      customer_name: 'Someone else',
    });
    expect(edit.statusCode).toBe(403);
    const byCashier = await move(
      'pharmacySale',
      Number(sale.id),
      'Returned',
      f.as.pharmacyCashier,
      {
        return_reason: 'Wrong strength given',
      },
    );
    expect(byCashier.statusCode).toBe(403);
    const returned = await move('pharmacySale', Number(sale.id), 'Returned', f.as.pharmacyManager, {
      return_reason: 'Wrong strength given',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({
      status: 'Returned',
      refund: '50.00',
      returned_by: 'pharmacy-manager@tena.demo',
      return_reason: 'Wrong strength given',
    });
    expect(await stockOf(product)).toEqual([
      ['M-1', 2],
      ['M-2', 5],
    ]);
  });

  it.skipIf(skip)('prints a receipt, as JSON for the print view and as a PDF', async () => {
    const product = await stocked({ name: 'Cetirizine 10 mg tablet', unit_price: '1.25' }, [
      ['T-1', '2027-01-31', 10],
    ]);
    const sale = (
      await sell({ items: [{ product, quantity: 2 }], amount_tendered: '5.00' })
    ).json() as Row;
    const url = `/api/pharmacy/sales/${sale.id}/receipt`;
    const doc = await app.inject({ method: 'GET', url, headers: f.as.pharmacist });
    expect(doc.statusCode, doc.body).toBe(200);
    const receipt = doc.json();
    expect(receipt).toMatchObject({ kind: 'receipt', title: 'Sales Receipt' });
    expect(receipt.details).toEqual(
      expect.arrayContaining([
        { label: 'Sale Number', value: sale.sale_number },
        { label: 'Customer', value: 'Walk-in customer' },
      ]),
    );
    expect(receipt.invoices.rows).toEqual([['Cetirizine 10 mg tablet', '2', '1.25', '2.50']]);
    expect(receipt.summary).toEqual(
      expect.arrayContaining([
        { label: 'Total', value: 'ETB 2.50', strong: true },
        { label: 'Tendered', value: 'ETB 5.00' },
        { label: 'Change', value: 'ETB 2.50', strong: true },
        { label: 'Method', value: 'Cash' },
        { label: 'Sold By', value: 'Pharmacy Cashier Demo' },
      ]),
    );
    const pdf = await app.inject({ method: 'GET', url: `${url}.pdf`, headers: f.as.pharmacist });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const byDoctor = await app.inject({ method: 'GET', url, headers: f.as.doctor });
    expect(byDoctor.statusCode).toBe(403);
  });

  it.skipIf(skip)('is on the menu of those who sell, and lists the day by sold_at', async () => {
    const menu = async (headers: Record<string, string>) => {
      const response = await app.inject({ method: 'GET', url: '/api/meta', headers });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().screens.menu.entries as { label: string; route: string }[])
        .filter((entry) => entry.label === 'Pharmacy Sales')
        .map((entry) => entry.route);
    };
    for (const headers of [f.as.pharmacist, f.as.pharmacyCashier, f.as.pharmacyManager])
      expect(await menu(headers)).toEqual(['pharmacySale/l']);
    expect(await menu(f.as.doctor)).toEqual([]);
    const product = await stocked({ name: 'Calamine lotion' }, [['L-1', '2027-01-31', 2]]);
    const sale = (await sell({ items: [{ product, quantity: 1 }] })).json() as Row;
    // The link the sales page gives (counter-sales.ts): sold from the hospital's midnight.
    const today = async (from: string) =>
      (
        (
          await call(
            'GET',
            `pharmacySale?pageSize=200&filter[sold_at][gte]=${from}`,
            f.as.pharmacist,
          )
        ).json().rows as Row[]
      ).map((row) => row.id);
    expect(await today('2026-03-01T21:00:00.000Z')).toContain(sale.id);
    expect(await today('2026-03-02T21:00:00.000Z')).not.toContain(sale.id);
  });

  it.skipIf(skip)('counts sales and their refunds in the cash-up', async () => {
    const cashier = (await signIn(app, 'pharmacy-cashier@tena.demo')).user.id as number;
    const manager = (await signIn(app, 'pharmacy-manager@tena.demo')).user.id as number;
    const report = async (headers = f.as.financeHead) => {
      const response = await app.inject({ method: 'GET', url: '/api/billing/sales', headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as SalesReport;
    };
    const before = await report();
    const mine = await report(f.as.pharmacyCashier);
    const product = await stocked({ name: 'Oral rehydration salts', unit_price: '7.00' }, [
      ['R-1', '2027-01-31', 10],
    ]);
    const sale = (await sell({ items: [{ product, quantity: 3 }] })).json() as Row;
    const other = (await sell({ items: [{ product, quantity: 1 }] })).json() as Row;
    const returned = await move(
      'pharmacySale',
      Number(other.id),
      'Returned',
      f.as.pharmacyManager,
      {
        return_reason: 'Customer changed their mind',
      },
    );
    expect(returned.statusCode, returned.body).toBe(200);
    const after = await report();
    const cents = (money: string | undefined) => Math.round(Number(money ?? 0) * 100);
    expect(cents(after.totals.received) - cents(before.totals.received)).toBe(2800);
    expect(cents(after.totals.refunded) - cents(before.totals.refunded)).toBe(700);
    expect(after.totals.payments - before.totals.payments).toBe(2);
    const row = (totals: SalesReport['byCashier'], key: string | number) =>
      totals.find((total) => total.key === String(key));
    expect(cents(row(after.byCashier, cashier)?.received)).toBe(
      cents(row(before.byCashier, cashier)?.received) + 2800,
    );
    expect(cents(row(after.byCashier, manager)?.refunded)).toBe(
      cents(row(before.byCashier, manager)?.refunded) + 700,
    );
    expect(cents(row(after.byMethod, methods.cash)?.net)).toBe(
      cents(row(before.byMethod, methods.cash)?.net) + 2100,
    );
    expect(cents(row(after.byPoint, 'Pharmacy')?.net)).toBe(
      cents(row(before.byPoint, 'Pharmacy')?.net) + 2100,
    );
    // Each grouping still adds up to the grand total.
    for (const totals of [after.byCashier, after.byPoint, after.byMethod])
      expect(totals.reduce((sum, total) => sum + cents(total.net), 0)).toBe(
        cents(after.totals.net),
      );
    // The cashier's own cash-up has the sale; its entries name it and open the sale.
    const own = await report(f.as.pharmacyCashier);
    expect(cents(own.totals.received) - cents(mine.totals.received)).toBe(2800);
    const entries = await app.inject({
      method: 'GET',
      url: `/api/billing/sales/entries?by=cashier&key=${cashier}&pageSize=100`,
      headers: f.as.pharmacyCashier,
    });
    expect(entries.statusCode, entries.body).toBe(200);
    const listed = (entries.json() as SalesEntries).rows.filter(
      (entry) => entry.model === 'pharmacySale' && entry.id === sale.id,
    );
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'payment',
        number: sale.sale_number,
        amount: '21.00',
        methodName: 'Cash',
        point: 'Pharmacy',
        patient: null,
      }),
    ]);
  });
});
