import { useEffect, useId, useState } from 'react';
import { issuingPharmacyOf, rowsToDispense } from '../../../engine/pharmacy';
import { http } from '../../api/session';
import { useField, useFormStore } from '../../forms/use-form';
import { rememberTitles } from '../../forms/widgets/select/use-ref-options';
import { withIds } from '../../widgets/table/rows';
import { useMeta } from '../meta/MetaProvider';
import type { FormPanelProps } from '../models/form-panels';
import { getRecord, type StoredRecord } from '../models/record-api';

interface ListAnswer {
  rows: StoredRecord[];
  titles?: Record<string, Record<string, string>>;
}

const listOf = async (model: string, params: Record<string, string>, signal: AbortSignal) =>
  (
    await http.get<ListAnswer>(`/api/models/${model}`, {
      params: { pageSize: 200, ...params },
      signal,
    })
  ).data;

const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

interface Read {
  id: number;
  prescription: StoredRecord;
  items: ListAnswer;
  stores: StoredRecord[];
}

/**
 * On a new dispensing's form, once its prescription is chosen (a prescription's Dispense opens
 * the form with it): whose medicines they are, and, while the form's Items and Dispensed From
 * are still empty, one row per medicine still to dispense with what is left of it and the one
 * pharmacy the pharmacist's role issues from. The pharmacist changes what they hand out; the
 * server decides on save (and fills an empty Dispensed From the same way).
 */
export function DispensingPrescriptionPanel({ record }: FormPanelProps) {
  const store = useFormStore();
  const { role } = useMeta();
  const headingId = useId();
  const id = Number(useField('prescription').state.value);
  const [read, setRead] = useState<Read>();

  useEffect(() => {
    if (record || !Number.isInteger(id) || id <= 0) return;
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      getRecord('prescription', id, signal),
      listOf('prescriptionItem', { 'filter[prescription]': String(id) }, signal),
      listOf('wareHouse', { 'filter[warehouse_type]': 'Pharmacy' }, signal).catch(() => ({
        rows: [],
      })),
    ]).then(
      ([prescription, items, stores]) =>
        !signal.aborted && setRead({ id, prescription, items, stores: stores.rows }),
      () => undefined,
    );
    return () => controller.abort();
  }, [record, id]);

  const current = read?.id === id ? read : undefined;
  useEffect(() => {
    if (!current) return;
    if (blank(store.state('items').value)) {
      rememberTitles('product', current.items.titles?.product);
      const rows = rowsToDispense(current.items.rows);
      if (rows.length) store.setValue('items', withIds(rows.map((row) => ({ ...row }))));
    }
    const pharmacy = issuingPharmacyOf(current.stores, role);
    if (blank(store.state('warehouse').value) && pharmacy !== undefined)
      store.setValue('warehouse', pharmacy);
  }, [current, store, role]);

  if (!current) return null;
  const titles = (current.prescription.titles ?? {}) as Record<string, Record<string, string>>;
  const patient = titles.patient?.[String(current.prescription.patient)];
  return (
    <section
      aria-labelledby={headingId}
      aria-live="polite"
      className="mt-4 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <h3 id={headingId} className="font-semibold">
        Dispensing for {patient ?? `patient ${String(current.prescription.patient)}`}
      </h3>
      <p>
        {String(current.prescription.prescription_number)}, {String(current.prescription.status)}
        {current.prescription.diagnosis ? `: ${String(current.prescription.diagnosis)}` : ''}
      </p>
    </section>
  );
}
