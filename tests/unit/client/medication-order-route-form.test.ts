// The medication order form's Route (issue 21, ward-fixes), from the shipped schema: picking the
// medicine puts its catalogue route in Route at once (`defaultFrom`), which the doctor may
// change, and its Routes Allowed (`fetchFrom`), which the Route picker's refFilter asks for
// (`"in": ["$routes_allowed"]`, a list standing for its items): the picker offers the routes
// the server accepts. Another medicine replaces both; clearing the medicine clears them. Before
// a medicine is chosen the picker offers nothing: it is disabled, saying to choose the Medicine.
import { describe, expect, it } from 'vitest';
import medicationOrder from '../../../schemas/medicationOrder.json';
import { FormStore } from '../../../src/client/forms/form-store';
import { compileForm } from '../../../src/engine/form';
import {
  describeRefCondition,
  failedRefCondition,
  refFilterParams,
  refFilterScope,
  resolveRefFilter,
} from '../../../src/engine/form/ref-filter';
import {
  offersNothing,
  refFilterWaitsFor,
  waitingHint,
} from '../../../src/engine/form/ref-filter-waits';
import type { FieldSchema, RefFilter } from '../../../src/engine/types';

const fields = medicationOrder.fields as Record<string, FieldSchema>;
const form = compileForm(fields);
const user = { role: 'Doctor', permissions: [] };
const [SC, IV, IM, PO] = [11, 12, 13, 14];
const insulin = { id: 1, name: 'Insulin, soluble', route: SC, routes_allowed: [SC, IV, IM] };
const paracetamol = { id: 2, name: 'Paracetamol 500 mg tablet', route: PO, routes_allowed: [PO] };

const scopeOf = (store: FormStore) =>
  refFilterScope(
    Object.fromEntries(
      Object.entries(store.session.data).map(([name, state]) => [name, state.value]),
    ),
  );
const routeFilter = fields.route?.refFilter as RefFilter;
const offered = (store: FormStore) => resolveRefFilter(routeFilter, scopeOf(store));
/** What the form's Route picker waits for (use-ref-filter.ts): the labels to fill in first. */
const waitsFor = (store: FormStore) =>
  refFilterWaitsFor(routeFilter, offered(store), scopeOf(store), (name) => fields[name]);

describe("the medication order's route", () => {
  it('takes the medicine’s catalogue route as it is picked, and may be changed', () => {
    const store = new FormStore(form, {}, { user });
    store.pick('product', 1, insulin);
    expect(store.state('route').value).toBe(SC);
    expect(store.state('routes_allowed').value).toEqual([SC, IV, IM]);
    store.setValue('route', IV);
    expect(store.state('route').value).toBe(IV);
    store.pick('product', 2, paracetamol);
    expect(store.state('route').value).toBe(PO);
    expect(store.state('routes_allowed').value).toEqual([PO]);
    store.pick('product', null, undefined);
    expect([store.state('route').value, store.state('routes_allowed').value]).toEqual([null, null]);
  });

  it('offers only the medicine’s routes allowed, as list filters', () => {
    const store = new FormStore(form, {}, { user });
    store.pick('product', 1, insulin);
    const conditions = offered(store);
    expect(refFilterParams(conditions)).toEqual([
      ['filter[id][in]', String(SC)],
      ['filter[id][in]', String(IV)],
      ['filter[id][in]', String(IM)],
    ]);
    expect(failedRefCondition(conditions, { id: IV })).toBeUndefined();
    expect(failedRefCondition(conditions, { id: PO })).toBeDefined();
  });

  it('is not read-only, where the fetched Routes Allowed is', () => {
    expect(fields.route?.fetchFrom).toBeUndefined();
    expect(fields.route?.defaultFrom).toBe('product.route');
    expect(fields.routes_allowed?.fetchFrom).toBe('product.routes_allowed');
  });

  it('offers nothing before a medicine is chosen, waiting for the Medicine', () => {
    const store = new FormStore(form, {}, { user });
    const conditions = offered(store);
    expect(conditions).toEqual([{ field: 'id', op: 'in', value: [] }]);
    expect(offersNothing(conditions)).toBe(true);
    expect(refFilterParams(conditions)).toEqual([]);
    for (const id of [SC, IV, IM, PO])
      expect(failedRefCondition(conditions, { id }), `route ${id}`).toBeDefined();
    expect(waitsFor(store)).toEqual(['Medicine']);
    expect(waitingHint(waitsFor(store))).toBe('Choose the Medicine first');
    expect(describeRefCondition(conditions[0] as (typeof conditions)[number], 'id')).toBe(
      'none may be picked until the fields it depends on are filled in',
    );
    // Chosen, it offers that medicine's routes and waits for nothing; cleared, it waits again.
    store.pick('product', 1, insulin);
    expect(offersNothing(offered(store))).toBe(false);
    expect(waitsFor(store)).toEqual([]);
    store.pick('product', null, undefined);
    expect(offersNothing(offered(store))).toBe(true);
    expect(waitsFor(store)).toEqual(['Medicine']);
  });

  it('waits for nothing where a filter has values of its own or offers something', () => {
    const scope = refFilterScope({ status: 'Open', kinds: [] });
    const listed = resolveRefFilter({ status: { in: ['Open', '$kinds'] } }, scope);
    expect(offersNothing(listed)).toBe(false);
    // An empty `$name` outside an `in` list asks for an empty field, as before: not "nothing".
    const single = resolveRefFilter({ patient: '$patient' }, refFilterScope({}));
    expect(single).toEqual([{ field: 'patient', op: 'empty', value: true }]);
    expect(
      refFilterWaitsFor({ patient: '$patient' }, single, refFilterScope({}), () => undefined),
    ).toEqual([]);
  });
});
