import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { writesAsPharmacist } from '../../../../engine/pharmacy';
import { useField, useFormStore } from '../../../forms/use-form';
import { shared } from '../../../state/shared';
import type { FormPanelProps } from '../form-panels';
import { getRecord, type StoredRecord } from '../record-api';
import { itemCheck } from './prescription-item-check';
import { quantityControl } from './quantity-control';

const WARNING = 'allergy_warning';
const QUANTITY = 'quantity';
const QUANTITY_REASON = 'quantity_reason';
export const OVERRIDE_REASON = 'allergy_override_reason';

const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The record `id` of `model` once read (undefined while none, or it cannot be read). */
function useRecord(model: string, id: number | undefined): StoredRecord | undefined {
  const [read, setRead] = useState<{ key: string; record: StoredRecord }>();
  const key = id === undefined ? '' : `${model}/${id}`;
  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    getRecord(model, id, controller.signal).then(
      (record) => !controller.signal.aborted && setRead({ key: `${model}/${id}`, record }),
      () => undefined,
    );
    return () => controller.abort();
  }, [model, id]);
  return read?.key === key && key ? read.record : undefined;
}

/**
 * On a prescription item's form, as the prescriber picks and types: the quantity to dispense the
 * engine works out (or why not), and, when the patient's recorded allergies match the medicine,
 * the warning, announced (role=alert), put in the form's Allergy Warning (which makes Reason to
 * Prescribe Despite the Allergy required, its `requiredWhen`) and the reason field revealed.
 * The same engine functions as the server's rule; the server decides on save.
 */
export function PrescriptionItemPanel(props: FormPanelProps) {
  const store = useFormStore();
  const headingId = useId();
  const prescription = useRecord('prescription', idOf(useField('prescription').state.value));
  const product = useRecord('product', idOf(useField('product').state.value));
  const check = itemCheck({
    patient: useRecord('patient', idOf(prescription?.patient)),
    product,
    productUnit: useRecord('unitOfMeasurement', idOf(product?.unit)),
    doseUnit: useRecord('unitOfMeasurement', idOf(useField('dose_unit').state.value)),
    dose: useField('dose').state.value,
    frequency: useField('frequency').state.value,
    durationDays: useField('duration_days').state.value,
  });
  const warning = check.warning ?? '';
  useEffect(() => {
    if ((store.state(WARNING).value ?? '') !== warning) store.setValue(WARNING, warning);
    if (warning) store.reveal(OVERRIDE_REASON);
  }, [store, warning]);
  const quantity = check.quantity;
  // The quantity is the engine's for the prescriber, the pharmacist's to change (quantity-control.ts).
  const asPharmacist = writesAsPharmacist(useSnapshot(shared).user?.role) && !!props.record;
  const current = useField(QUANTITY).state.value;
  const filled = useRef<number>(undefined);
  useEffect(() => {
    const control = quantityControl({
      asPharmacist,
      answer: quantity,
      current,
      filled: filled.current,
    });
    // Remembered while the engine works it out; forgotten once it cannot (cleared, or kept).
    if (quantity) filled.current = quantity.quantity ?? undefined;
    if (control.fill !== undefined) store.setValue(QUANTITY, control.fill);
    store.lock(QUANTITY, control.locked);
    // Only a pharmacist changes a quantity, so only they give the reason for it.
    store.lock(QUANTITY_REASON, !asPharmacist);
  }, [store, asPharmacist, quantity, current]);
  return (
    <div className="mt-4 space-y-2 text-sm">
      <p aria-live="polite" className="text-slate-700 dark:text-slate-200">
        {quantity &&
          (quantity.quantity === null ? (
            quantity.reason
          ) : (
            <>
              Quantity to dispense: <strong>{quantity.quantity}</strong> ({quantity.working})
              {asPharmacist
                ? '. To dispense another quantity, change it above and give the reason.'
                : '. The pharmacist may change it, with a reason.'}
            </>
          ))}
      </p>
      <div role="alert">
        {warning && (
          <section
            aria-labelledby={headingId}
            className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
          >
            <h3 id={headingId} className="font-semibold">
              Allergy warning
            </h3>
            <p>{warning}</p>
            <p className="mt-1">
              To prescribe it anyway, give the reason under Reason to Prescribe Despite the Allergy;
              otherwise choose another medicine.
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
