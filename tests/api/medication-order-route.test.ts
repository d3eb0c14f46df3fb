// A medication order's route (issue 21): the product's catalogue route when the doctor names
// none; another only if the product lists it (Also Given By: soluble insulin, catalogued SC, by
// IV infusion in ketoacidosis) or, for forms other than injections, its dosage form is given by
// it; never isophane insulin into a vein or a tablet (422 naming the medicine, the route and the
// routes allowed); the MAR shows the order's route. On both databases.
import { fromZonedTime } from 'date-fns-tz';
import { beforeAll, describe, expect, it } from 'vitest';
import medicationOrderSchema from '../../schemas/medicationOrder.json';
import { refFilterParams, resolveRefFilter } from '../../src/engine/form/ref-filter';
import { DEFAULT_SETTINGS, type FieldSchema, type RefFilter } from '../../src/engine/types';
import type { AnyDb } from '../../src/server/models/any-db';
import { catchUpProductRoutes } from '../../src/server/seed/product-routes-catch-up';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { medicationFixtures } from '../helpers/medication-fixtures';
import type { Row, StockFixtures } from '../helpers/stock-fixtures';
import { useWardSuite } from '../helpers/ward-suite';

const local = (text: string) => fromZonedTime(text.replace(' ', 'T'), DEFAULT_SETTINGS.timeZone);

describe.each(dialectCases)('medication order routes on $dialect', ({ make, skip }) => {
  const now = local('2026-03-02 07:00');
  const w = useWardSuite({ make, skip }, () => now);
  const s = {} as StockFixtures;
  const routes: Record<'PO' | 'IV' | 'IM' | 'SC', number> = { PO: 0, IV: 0, IM: 0, SC: 0 };
  let iu = 0;
  let insulin = 0;
  let isophane = 0;
  let paracetamol = 0;

  /** The route of this abbreviation (the formulary's codes), made when the hospital has none. */
  async function route(code: string, name: string): Promise<number> {
    const found = await w.call('GET', `medicineRoute?filter[code]=${code}`, w.f.as.pharmacyManager);
    const row = found.json().rows?.[0];
    if (row) return Number(row.id);
    const made = await w.call('POST', 'medicineRoute', w.f.as.pharmacyManager, { code, name });
    expect(made.statusCode, made.body).toBe(201);
    return Number(made.json().id);
  }

  beforeAll(async () => {
    if (skip) return;
    const { stock, unit } = await medicationFixtures(w.app());
    Object.assign(s, stock);
    routes.PO = await route('PO', 'Oral');
    routes.IV = await route('IV', 'Intravenous');
    routes.IM = await route('IM', 'Intramuscular');
    routes.SC = await route('SC', 'Subcutaneous');
    iu = await unit('IU', 'International unit (IU)', 'Activity');
    // WHO Model List of Essential Medicines (2023): soluble human insulin 100 IU/mL, 10 mL vial.
    insulin = await s.newProduct({
      name: 'Insulin, soluble (human) 100 IU/mL (10 mL) injection',
      generic_name: 'insulin, soluble (human)',
      strength: '100 IU/mL (10 mL)',
      dosage_form: 'Injection',
      route: routes.SC,
      other_routes: [routes.IV, routes.IM],
      unit: await unit('vial', 'Vial', 'Count'),
      unit_price: '450.00',
    });
    // A suspension: under the skin only, never into a vein (lists no other route).
    isophane = await s.newProduct({
      name: 'Insulin, isophane (NPH, human) 100 IU/mL (10 mL) injection',
      generic_name: 'insulin, isophane (NPH, human)',
      strength: '100 IU/mL (10 mL)',
      dosage_form: 'Injection',
      route: routes.SC,
      unit: await unit('vial', 'Vial', 'Count'),
      unit_price: '450.00',
    });
    paracetamol = await s.newProduct({
      name: 'Paracetamol 500 mg tablet',
      generic_name: 'paracetamol',
      strength: '500 mg',
      dosage_form: 'Tablet',
      route: routes.PO,
    });
  }, 120_000);

  async function admitted() {
    const room = await w.f.newRoom(w.f.ward, 1);
    const admission = await w.f.admit(await w.f.patient(), room.beds[0] as number);
    expect(admission.id, JSON.stringify(admission)).toBeDefined();
    return admission;
  }

  const order = (admission: Row, body: Row) =>
    w.call('POST', 'medicationOrder', w.f.as.doctor, {
      admission: admission.id,
      sheet: 'Continuous',
      product: insulin,
      dose: 50,
      dose_unit: iu,
      frequency: 'As needed',
      start_at: now.toISOString(),
      indication: 'Diabetic ketoacidosis: fixed-rate IV insulin infusion',
      ...body,
    });

  it.skipIf(skip)(
    'works out each medicine’s routes allowed, and the Route picker offers only them',
    async () => {
      const product = async (id: number) =>
        (await w.call('GET', `product/${id}`, w.f.as.doctor)).json() as Row;
      expect((await product(insulin)).routes_allowed).toEqual([routes.SC, routes.IV, routes.IM]);
      expect((await product(isophane)).routes_allowed).toEqual([routes.SC]);
      expect((await product(paracetamol)).routes_allowed).toEqual([routes.PO]);
      // Kept by the server: a client's list is refused.
      const { version } = await product(isophane);
      const typed = await w.call('PUT', `product/${isophane}`, w.f.as.pharmacyManager, {
        version,
        routes_allowed: [routes.SC, routes.IV],
      });
      expect(typed.statusCode).toBe(422);
      expect(typed.json().details[0].field).toBe('routes_allowed');
      // Listing IV under Also Given By allows it (worked out again on the save).
      const listed = await w.call('PUT', `product/${isophane}`, w.f.as.pharmacyManager, {
        version,
        other_routes: [routes.IV],
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().routes_allowed).toEqual([routes.SC, routes.IV]);
      const back = await w.call('PUT', `product/${isophane}`, w.f.as.pharmacyManager, {
        version: listed.json().version,
        other_routes: [],
      });
      expect(back.json().routes_allowed).toEqual([routes.SC]);

      // The picker's list query, as the form builds it once the medicine is picked.
      const field = medicationOrderSchema.fields.route as FieldSchema;
      for (const [medicine, allowed] of [
        [insulin, [routes.SC, routes.IV, routes.IM]],
        [paracetamol, [routes.PO]],
      ] as const) {
        const copied = (await product(medicine)).routes_allowed;
        const conditions = resolveRefFilter(field.refFilter as RefFilter, (name) =>
          name === 'routes_allowed' ? copied : undefined,
        );
        const query = new URLSearchParams(refFilterParams(conditions)).toString();
        const listed = await w.call('GET', `medicineRoute?${query}`, w.f.as.doctor);
        expect(listed.statusCode, listed.body).toBe(200);
        const ids = (listed.json().rows as Row[]).map((row) => Number(row.id));
        expect(ids.sort((a, b) => a - b)).toEqual([...allowed].sort((a, b) => a - b));
      }
      // The order stores the routes its medicine allowed when written.
      const admission = await admitted();
      const made = await order(admission, {});
      expect(made.json().routes_allowed).toEqual([routes.SC, routes.IV, routes.IM]);
    },
  );

  it.skipIf(skip)(
    'a medicine saved before it kept its routes allowed gets them at the next start',
    async () => {
      const before = await w.call('GET', `product/${insulin}`, w.f.as.doctor);
      expect(before.json().routes_allowed).toEqual([routes.SC, routes.IV, routes.IM]);
      // As a database written before stock.product-routes holds it.
      await (w.app().database.db as AnyDb)
        .updateTable(w.app().models.runtime('product').plan.table)
        .set({ routes_allowed: null })
        .where('id', '=', insulin)
        .execute();
      expect(await catchUpProductRoutes(w.app())).toBe(1);
      const after = await w.call('GET', `product/${insulin}`, w.f.as.doctor);
      expect(after.json().routes_allowed).toEqual([routes.SC, routes.IV, routes.IM]);
      expect(await catchUpProductRoutes(w.app())).toBe(0);
      // Or one whose stored routes no longer match its form (a release changed them).
      await (w.app().database.db as AnyDb)
        .updateTable(w.app().models.runtime('product').plan.table)
        .set({ routes_allowed: JSON.stringify([routes.PO]) })
        .where('id', '=', insulin)
        .execute();
      expect(await catchUpProductRoutes(w.app())).toBe(1);
      const mended = await w.call('GET', `product/${insulin}`, w.f.as.doctor);
      expect(mended.json().routes_allowed).toEqual([routes.SC, routes.IV, routes.IM]);
    },
  );

  it.skipIf(skip)(
    'keeps every medicine’s routes allowed in step when a route is added, recoded, deleted or restored',
    async () => {
      const allowed = async (id: number) =>
        (await w.call('GET', `product/${id}`, w.f.as.doctor)).json().routes_allowed as
          | number[]
          | null;
      // A unique code, as a hospital adds a route its formulary did not have (eye drops go EYE).
      const eyeCode = 'EYE';
      const existing = await w.call('GET', 'medicineRoute?filter[code]=EYE', w.f.as.doctor);
      expect(existing.json().rows, 'this suite starts without an EYE route').toEqual([]);
      const drops = await s.newProduct({
        name: 'Chloramphenicol 0.5% eye drops',
        generic_name: 'chloramphenicol',
        strength: '0.5%',
        dosage_form: 'Eye drops',
        route: null,
      });
      const implant = await s.newProduct({
        name: 'Etonogestrel 68 mg implant',
        generic_name: 'etonogestrel',
        strength: '68 mg',
        dosage_form: 'Implant',
      });
      expect(await allowed(drops)).toBeNull();
      const before = (await allowed(implant)) ?? [];
      expect(before).toEqual(expect.arrayContaining(Object.values(routes)));

      const made = await w.call('POST', 'medicineRoute', w.f.as.pharmacyManager, {
        code: eyeCode,
        name: 'Ocular',
      });
      expect(made.statusCode, made.body).toBe(201);
      const eye = Number(made.json().id);
      expect(await allowed(drops)).toEqual([eye]);
      expect(await allowed(implant)).toEqual([...before, eye].sort((a, b) => a - b));
      expect(await allowed(paracetamol)).toEqual([routes.PO]);

      // A new name changes no medicine; a new code the form is not given by takes it away.
      const renamed = await w.call('PUT', `medicineRoute/${eye}`, w.f.as.pharmacyManager, {
        name: 'Eye (ophthalmic)',
        version: made.json().version,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await allowed(drops)).toEqual([eye]);
      const recoded = await w.call('PUT', `medicineRoute/${eye}`, w.f.as.pharmacyManager, {
        code: 'OPH',
        version: renamed.json().version,
      });
      expect(recoded.statusCode, recoded.body).toBe(200);
      expect(await allowed(drops)).toBeNull();
      const back = await w.call('PUT', `medicineRoute/${eye}`, w.f.as.pharmacyManager, {
        code: eyeCode,
        version: recoded.json().version,
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(await allowed(drops)).toEqual([eye]);

      // Deleted (retired), it is gone from every medicine; restored (an administrator's right),
      // it is offered again.
      const deleted = await w.call('DELETE', `medicineRoute/${eye}`, w.f.as.pharmacyManager);
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      expect(await allowed(drops)).toBeNull();
      expect(await allowed(implant)).toEqual(before);
      const admin = (await signIn(w.app(), 'admin@tena.demo')).headers as Record<string, string>;
      const restored = await w.call('POST', `medicineRoute/${eye}/restore`, admin);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(await allowed(drops)).toEqual([eye]);
      expect(await catchUpProductRoutes(w.app())).toBe(0);
    },
  );

  it.skipIf(skip)('defaults to the catalogue route and takes another its form allows', async () => {
    const admission = await admitted();
    const catalogue = await order(admission, {});
    expect(catalogue.statusCode, catalogue.body).toBe(201);
    expect(catalogue.json().route).toBe(routes.SC);
    const infusion = await order(admission, { route: routes.IV });
    expect(infusion.statusCode, infusion.body).toBe(201);
    expect(infusion.json().route).toBe(routes.IV);
    const im = await order(admission, { route: routes.IM });
    expect(im.statusCode, im.body).toBe(201);
    const mar = await w.app().inject({
      method: 'GET',
      url: `/api/inpatient/admissions/${admission.id}/mar?date=2026-03-02`,
      headers: w.f.as.ipdNurse,
    });
    expect(mar.statusCode, mar.body).toBe(200);
    const routeOf = (id: unknown) =>
      mar.json().rows.find((row: Row) => row.order === id)?.route as string;
    expect(routeOf(catalogue.json().id)).toBe('Subcutaneous');
    expect(routeOf(infusion.json().id)).toBe('Intravenous');
  });

  it.skipIf(skip)(
    'refuses isophane insulin into a vein: an injection goes by its own routes',
    async () => {
      const admission = await admitted();
      const intravenous = await order(admission, { product: isophane, route: routes.IV });
      expect(intravenous.statusCode, intravenous.body).toBe(422);
      expect(intravenous.json().details).toEqual([
        {
          field: 'route',
          message:
            'Insulin, isophane (NPH, human) 100 IU/mL (10 mL) injection cannot be given Intravenous (IV): the routes allowed for it are Subcutaneous',
        },
      ]);
      const subcutaneous = await order(admission, { product: isophane, route: routes.SC });
      expect(subcutaneous.statusCode, subcutaneous.body).toBe(201);
    },
  );

  it.skipIf(skip)('refuses a route the dosage form is not given by, naming both', async () => {
    const admission = await admitted();
    const swallowed = await order(admission, { route: routes.PO });
    expect(swallowed.statusCode, swallowed.body).toBe(422);
    expect(swallowed.json().details).toEqual([
      {
        field: 'route',
        message:
          'Insulin, soluble (human) 100 IU/mL (10 mL) injection cannot be given Oral (PO): the routes allowed for it are Subcutaneous, Intravenous, Intramuscular',
      },
    ]);
    const tablet = await order(admission, {
      product: paracetamol,
      dose: 1,
      dose_unit: s.units.tablet,
      frequency: 'Four times daily',
      indication: 'Fever',
      route: routes.IV,
    });
    expect(tablet.statusCode, tablet.body).toBe(422);
    expect(tablet.json().details[0]).toEqual({
      field: 'route',
      message:
        'Paracetamol 500 mg tablet cannot be given Intravenous (IV): the routes allowed for it are Oral',
    });
    // Nor on an edit of an order with no dose given yet.
    const made = await order(admission, {});
    const edited = await w.call('PUT', `medicationOrder/${made.json().id}`, w.f.as.doctor, {
      route: routes.PO,
      version: made.json().version,
    });
    expect(edited.statusCode, edited.body).toBe(422);
    expect(edited.json().details[0].field).toBe('route');
  });

  it.skipIf(skip)('refuses a route named before the medicine, saying to choose it', async () => {
    const admission = await admitted();
    const early = await order(admission, { product: null, route: routes.PO });
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().details).toEqual([
      { field: 'product', message: 'Medicine is required' },
      { field: 'route', message: 'Route: Oral cannot be picked until the Medicine is chosen' },
    ]);
  });
});
