// A multiple reference (a select with `ref` and `multiple`) names records that exist, as a single
// reference must: a write naming ids that are no live record of the referenced model is refused
// with 422 on the field, naming the missing ids, on every model (a fixture model here) and on the
// formulary's products (Also Given By, `other_routes`). On both databases.
import { describe, expect, it } from 'vitest';
import { createRecord } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { useFixtureModelApp } from '../helpers/fixture-model';
import { useStockSuite } from '../helpers/stock-suite';

const ROTA_SCHEMA = {
  title: 'Rota',
  groups: [{ id: 'main', name: 'Main' }],
  fields: {
    name: { type: 'text', label: 'Name', group: 'main', required: true },
    lead: { type: 'select', label: 'Lead Department', group: 'main', ref: 'department' },
    covers: {
      type: 'select',
      label: 'Departments Covered',
      group: 'main',
      ref: 'department',
      multiple: true,
    },
  },
  list: { columns: ['name'] },
};

describe.each(dialectCases)('multiple references checked on $dialect', ({ make, skip }) => {
  const suite = useFixtureModelApp({ make, skip }, 'rota', ROTA_SCHEMA);
  const department = (code: string) =>
    createRecord(suite.app, suite.admin, 'department', {
      name: `Department ${code}`,
      code,
      department_type: 'Clinical',
    }).then((row) => Number(row.id));
  const write = (method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>) =>
    suite.app.inject({ method, url: `/api/models/rota${path}`, headers: suite.nurse, payload });

  it.skipIf(skip)('refuses ids that are no record, keeps those that are', async () => {
    const opd = await department('MR-OPD');
    const ipd = await department('MR-IPD');
    const gone = await department('MR-GONE');
    const deleted = await suite.app.inject({
      method: 'DELETE',
      url: `/api/models/department/${gone}`,
      headers: suite.admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const refused = await write('POST', '', {
      name: 'Night rota',
      covers: [opd, 999_991, gone, 999_992],
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details).toEqual([
      {
        field: 'covers',
        message: `Departments Covered: no department records with ids 999991, ${gone}, 999992`,
      },
    ]);
    const one = await write('POST', '', { name: 'Night rota', covers: [opd, 999_993] });
    expect(one.json().details).toEqual([
      { field: 'covers', message: 'Departments Covered: no department record with id 999993' },
    ]);
    const notIds = await write('POST', '', { name: 'Night rota', covers: [opd, 'cardiology'] });
    expect(notIds.statusCode).toBe(422);
    expect(notIds.json().details).toEqual([
      { field: 'covers', message: 'Departments Covered must be a list of department record ids' },
    ]);

    const made = await write('POST', '', { name: 'Night rota', covers: [opd, String(ipd)] });
    expect(made.statusCode, made.body).toBe(201);
    const { id, version } = made.json();
    const edit = await write('PUT', `/${id}`, { version, covers: [ipd, 999_994] });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().details).toEqual([
      { field: 'covers', message: 'Departments Covered: no department record with id 999994' },
    ]);
    // An edit that leaves the list alone is not stopped by a record deleted since.
    const opdGone = await suite.app.inject({
      method: 'DELETE',
      url: `/api/models/department/${opd}`,
      headers: suite.admin,
    });
    expect(opdGone.statusCode, opdGone.body).toBe(200);
    const rename = await write('PUT', `/${id}`, { version, name: 'Weekend rota' });
    expect(rename.statusCode, rename.body).toBe(200);
  });
});

describe.each(dialectCases)('a product’s other routes checked on $dialect', ({ make, skip }) => {
  const stock = useStockSuite({ make, skip }, () => new Date());
  const suite = {
    get app() {
      return stock.suite.app;
    },
    get f() {
      return stock.f;
    },
  };

  it.skipIf(skip)('refuses Also Given By ids that are no route', async () => {
    const { newProduct, routes, as } = suite.f;
    const refused = await suite.app.inject({
      method: 'POST',
      url: '/api/models/product',
      headers: as.pharmacyManager,
      payload: {
        code: `MR-${process.pid}`,
        name: 'Ceftriaxone 1 g powder for injection',
        product_type: 'Medicine',
        product_category: suite.f.category,
        generic_name: 'ceftriaxone',
        strength: '1 g',
        dosage_form: 'Powder for injection',
        route: routes.iv,
        other_routes: [routes.oral, 987_654],
        unit: suite.f.units.tablet,
        unit_price: '95.00',
        is_active: true,
      },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details).toEqual([
      { field: 'other_routes', message: 'Also Given By: no medicineRoute record with id 987654' },
    ]);
    const product = await newProduct({ other_routes: [routes.iv] });
    const read = await suite.app.inject({
      method: 'GET',
      url: `/api/models/product/${product}`,
      headers: as.pharmacyManager,
    });
    expect(read.json().other_routes).toEqual([routes.iv]);
  });
});
