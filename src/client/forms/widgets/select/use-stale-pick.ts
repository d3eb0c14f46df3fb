import { useContext, useEffect, useRef, useState } from 'react';
import {
  describeRefCondition,
  failedRefCondition,
  type RefCondition,
  refFilterReads,
} from '../../../../engine/form/ref-filter';
import type { ModelSchema } from '../../../../engine/types';
import { labelOf } from '../../../../engine/validation/messages';
import type { FormStore } from '../../form-store';
import { FormStoreContext } from '../../use-form';
import type { WidgetProps } from '../../widget-registry';
import { valueKeys } from './choices';
import { fetchRefRecord } from './ref-options';
import { useRefSchema } from './ref-schemas';
import { knownRecord } from './use-ref-options';

type Values = Readonly<Record<string, unknown>>;

/** What the message about a dropped pick needs to know. */
export interface StalePick {
  /** The picker's label ("Invoice") and the dropped record's title. */
  label: string;
  title: string;
  record: Values;
  conditions: readonly RefCondition[];
  /** The labels of the fields the filter reads ("Patient"). */
  changed: readonly string[];
  /** The label of a field of the picked model. */
  targetLabel(field: string): string;
  nameOf?(value: unknown): string;
}

/**
 * Why a pick no longer fits its refFilter once the fields it reads changed, or undefined when
 * it still fits: "Invoice cleared: INV-2026-000003 does not fit the Patient now chosen (its
 * Patient must be Abebe Kebede)". The server would refuse the pick with the same condition.
 */
export function stalePickMessage(pick: StalePick): string | undefined {
  const failed = failedRefCondition(pick.conditions, pick.record);
  if (!failed) return undefined;
  const reason = describeRefCondition(failed, pick.targetLabel(failed.field), pick.nameOf);
  return `${pick.label} cleared: ${pick.title} does not fit the ${pick.changed.join(' and ')} now chosen (${reason})`;
}

function fieldLabel(schema: ModelSchema | undefined, name: string): string {
  const field = schema?.fields[name];
  return field ? labelOf(name, field) : name;
}

/** A value the filter read from a ref field, named by that record's title when it is known. */
function namer(store: FormStore | null, reads: readonly string[]) {
  return (value: unknown) => {
    for (const name of reads) {
      const ref = store?.form.fields.get(name)?.field.ref;
      if (ref && String(store?.state(name).value ?? '') === String(value ?? ''))
        return knownRecord(ref, String(value))?.name ?? String(value);
    }
    return String(value);
  };
}

/**
 * A refFilter reading other fields (`$patient`) offers other records once they change; a pick
 * made before that no longer fits is dropped (fields fetched from it too), and the returned
 * note says why. Only such a change drops a pick: a loaded record keeps what it stored.
 */
export function useDropStalePick(
  props: WidgetProps,
  refModel: string,
  filter: { conditions: RefCondition[]; params: [string, string][] } | undefined,
): string | undefined {
  const store = useContext(FormStoreContext);
  const target = useRefSchema(refModel);
  const [note, setNote] = useState<string>();
  const filterKey = JSON.stringify(filter?.params ?? []);
  const shownKey = useRef(filterKey);
  // The effect below runs on a filter change only; it reads this render's props and filter.
  const latest = useRef({ props, filter, target });
  latest.current = { props, filter, target };
  const picked = props.field.multiple ? undefined : valueKeys(props.state.value)[0];

  useEffect(() => {
    if (picked !== undefined) setNote(undefined);
  }, [picked]);

  useEffect(() => {
    if (shownKey.current === filterKey) return;
    shownKey.current = filterKey;
    const { props: now, filter: current, target: schema } = latest.current;
    const key = now.field.multiple ? undefined : valueKeys(now.state.value)[0];
    if (!current || key === undefined) return;
    const controller = new AbortController();
    const known = knownRecord(refModel, key);
    const found = known?.record
      ? Promise.resolve(known)
      : fetchRefRecord(refModel, key, controller.signal, { schema });
    found
      .then((option) => {
        const record = option?.record as Values | undefined;
        if (controller.signal.aborted || !record) return;
        const reads = now.field.refFilter ? refFilterReads(now.field.refFilter) : [];
        const message = stalePickMessage({
          label: now.label,
          title: option?.name ?? `#${key}`,
          record,
          conditions: current.conditions,
          changed: reads.map((name) => {
            const field = store?.form.fields.get(name)?.field;
            return field ? labelOf(name, field) : name;
          }),
          targetLabel: (name) => fieldLabel(schema, name),
          nameOf: namer(store, reads),
        });
        if (!message) return;
        if (now.onPick) now.onPick(null, undefined);
        else now.onChange(null);
        setNote(message);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [filterKey, refModel, store]);

  return note;
}
