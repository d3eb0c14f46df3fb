// A prescription item's quantity on its form (carried defect: the quantity a doctor typed was
// replaced on save by the engine's whenever dose, frequency and duration let it work one out).
// Issue 20 says the quantity is "computed from them (editable by the pharmacist with a reason)",
// and the server's rule keeps a prescriber's quantity only where the engine cannot work one out:
// so the prescriber's field shows the engine's quantity read-only, is theirs to type only where
// the engine cannot (As needed, a cream), and the pharmacist changing an item types it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import schemaJson from '../../../schemas/prescriptionItem.json';
import { quantityControl } from '../../../src/client/app/models/panels/quantity-control';
import { FieldRow } from '../../../src/client/forms/FieldRow';
import { FormStore } from '../../../src/client/forms/form-store';
import { FormStoreContext } from '../../../src/client/forms/use-form';
import '../../../src/client/forms/widgets';
import { compileForm } from '../../../src/engine/form';
import { writesAsPharmacist } from '../../../src/engine/pharmacy';
import type { ModelSchema } from '../../../src/engine/types';

const schema = schemaJson as unknown as ModelSchema;
const worked = { quantity: 30, working: '2 tablets three times daily for 5 days' } as const;
const notWorked = { quantity: null, reason: 'Not worked out: taken as needed.' } as const;

describe("who sets a prescription item's quantity", () => {
  const control = (over: Partial<Parameters<typeof quantityControl>[0]>) =>
    quantityControl({
      asPharmacist: false,
      answer: worked,
      current: undefined,
      filled: undefined,
      ...over,
    });

  it("the prescriber gets the engine's quantity, read-only, never a typed one kept", () => {
    expect(control({})).toEqual({ locked: true, fill: 30 });
    // Typed before the field was locked (or an older figure): replaced in sight, not on save.
    expect(control({ current: 12 })).toEqual({ locked: true, fill: 30 });
    expect(control({ current: '30' })).toEqual({ locked: true });
    // Still incomplete: read-only, its placeholder says it is worked out from them.
    expect(control({ answer: undefined, current: undefined })).toEqual({ locked: true });
  });

  it('where the engine cannot work it out, the prescriber types it', () => {
    expect(control({ answer: notWorked, current: undefined })).toEqual({ locked: false });
    expect(control({ answer: notWorked, current: 2 })).toEqual({ locked: false });
    // The form had filled 30 for Three times daily; As needed now: cleared for them to give one.
    expect(control({ answer: notWorked, current: 30, filled: 30 })).toEqual({
      locked: false,
      fill: null,
    });
  });

  it('the pharmacist changing an item types the quantity (with a reason, server-checked)', () => {
    expect(control({ asPharmacist: true, current: 28 })).toEqual({ locked: false });
    expect(writesAsPharmacist('Pharmacist')).toBe(true);
    expect(writesAsPharmacist('Doctor')).toBe(false);
    expect(writesAsPharmacist(undefined)).toBe(false);
  });
});

describe('a field a panel locks', () => {
  const user = { role: 'Doctor', permissions: [] };
  const quantity = (store: FormStore) =>
    renderToStaticMarkup(
      createElement(
        FormStoreContext.Provider,
        { value: store },
        createElement(FieldRow, { name: 'quantity', field: schema.fields.quantity as never }),
      ),
    );

  it('is shown read-only while locked, and writable again once unlocked', () => {
    const store = new FormStore(compileForm(schema.fields), { quantity: 30 }, { user });
    expect(quantity(store)).not.toMatch(/<input[^>]*readonly/i);
    const told: string[] = [];
    store.subscribe('f:quantity', () => told.push('f:quantity'));
    store.lock('quantity', true);
    store.lock('quantity', true);
    expect(told).toEqual(['f:quantity']);
    expect(store.isLocked('quantity')).toBe(true);
    // React writes the attribute as readOnly="".
    expect(quantity(store)).toMatch(/<input[^>]*readonly=""[^>]*value="30"/i);
    store.lock('quantity', false);
    expect(quantity(store)).not.toMatch(/<input[^>]*readonly/i);
  });
});
