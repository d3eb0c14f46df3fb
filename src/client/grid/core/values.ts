/** Reading cell values (spec 3.3 valueGetter) and select options (nameLabel, valueLabel). */
import type { SelectOption } from '../../../engine/types';
import { type Choice, toChoice } from '../../forms/widgets/select/choices';
import type { GridColumn, GridRow } from './types';

function readPath(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * The value a cell shows: `valueGetter` when given (a function of the row, or a dotted path
 * into it), else the row's value under the column's field. A throwing getter shows nothing
 * rather than taking the grid down.
 */
export function cellValue(row: GridRow, column: Pick<GridColumn, 'field' | 'valueGetter'>) {
  const getter = column.valueGetter;
  if (typeof getter === 'function') {
    try {
      return getter(row);
    } catch {
      return undefined;
    }
  }
  if (typeof getter === 'string' && getter !== '') return readPath(row, getter);
  return row[column.field];
}

/** A column's options as choices: label from `nameLabel` (else name), value from `valueLabel`. */
export function columnChoices(
  column: Pick<GridColumn, 'options' | 'nameLabel' | 'valueLabel'>,
): Choice[] {
  const keys = { nameLabel: column.nameLabel, valueLabel: column.valueLabel };
  return (column.options ?? []).flatMap((option) => {
    const choice = toChoice(option as SelectOption, keys);
    return choice ? [choice] : [];
  });
}

/**
 * The options in the plain `{id, name}` form the shared cell editors read, so a column whose
 * options keep their label under another key still shows and stores the right thing.
 */
export function plainOptions(column: Pick<GridColumn, 'options' | 'nameLabel' | 'valueLabel'>) {
  return columnChoices(column).map(
    (choice): SelectOption => ({ id: choice.value, name: choice.name }),
  );
}

/** The label of a stored select value, or undefined when no option has it. */
export function optionLabel(
  column: Pick<GridColumn, 'options' | 'nameLabel' | 'valueLabel'>,
  value: unknown,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  return columnChoices(column).find((choice) => choice.key === String(value))?.name;
}
