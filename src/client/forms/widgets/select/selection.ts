import { applyMaxSelect } from '../../../../engine/format';
import type { WidgetProps } from '../../widget-registry';
import { type Choice, valueKeys } from './choices';

/** What a select widget shows as chosen, and how a pick is stored. */
export interface Selection {
  multiple: boolean;
  /** The chosen options (one at most for a single select), known or not. */
  selected: Choice[];
  /** Stores a pick: a list for multiple (beyond maxSelectCount it is ignored), else one. */
  pick(next: Choice | readonly (Choice | null)[] | null): void;
  /** Removes one chosen option (the chips of a multiple select). */
  remove(key: string): void;
}

/**
 * Chosen options from the stored value. A value not among the choices (a record of another
 * model not in the current search) still shows, by the label `known` gives or by its key.
 */
export function selectionOf(
  props: Pick<WidgetProps, 'field' | 'state' | 'onChange'>,
  known: (key: string) => Choice | undefined,
): Selection {
  const { field, state, onChange } = props;
  const multiple = field.multiple === true;
  const current: unknown[] = Array.isArray(state.value) ? state.value : [];
  const raw = (Array.isArray(state.value) ? state.value : [state.value]).filter(
    (v): v is string | number => valueKeys(v).length > 0,
  );
  const selected = raw.map((value) => {
    const key = String(value);
    return known(key) ?? { key, value, name: key, depth: 0 };
  });
  return {
    multiple,
    selected: multiple ? selected : selected.slice(0, 1),
    pick(next) {
      if (!multiple) {
        const one: Choice | null | undefined = Array.isArray(next)
          ? next[0]
          : (next as Choice | null);
        onChange(one ? one.value : null);
        return;
      }
      const list: readonly (Choice | null)[] = Array.isArray(next) ? next : [next as Choice | null];
      const values = list.flatMap((c) => (c ? [c.value] : []));
      const limited = applyMaxSelect(current, values, field.maxSelectCount);
      if (limited !== current) onChange(limited);
    },
    remove(key) {
      if (multiple) onChange(current.filter((v) => String(v) !== key));
      else onChange(null);
    },
  };
}
