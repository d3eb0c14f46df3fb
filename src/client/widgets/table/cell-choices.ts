/**
 * The choices of a select column (spec 3.3): inline tables give options a `label` and a
 * `header`, one-to-many tables the form's `name`. A `header` names the heading an option sits
 * under; an option whose `header` is `true` is itself a heading, never a value.
 */
import type { SelectOption } from '../../../engine/types';
import { toChoice } from '../../forms/widgets/select/choices';

export interface CellChoice {
  /** The value as text, for <option> values and comparisons (`1` and `'1'` are one option). */
  key: string;
  value: string | number;
  name: string;
  /** The option as written: its other properties feed related columns. */
  option: SelectOption;
}

export interface CellChoiceGroup {
  header?: string;
  choices: CellChoice[];
}

function optionName(option: SelectOption): unknown {
  return option.label ?? option.name;
}

/** Options grouped under their headings, in order; options without identity are dropped. */
export function cellChoiceGroups(options: unknown): CellChoiceGroup[] {
  // Options of one heading stay together even when the list interleaves them.
  const groups = new Map<string | undefined, CellChoiceGroup>();
  const groupFor = (header: string | undefined) => {
    const found = groups.get(header);
    if (found) return found;
    const made: CellChoiceGroup = { header, choices: [] };
    groups.set(header, made);
    return made;
  };
  let current: string | undefined;
  for (const option of Array.isArray(options) ? (options as SelectOption[]) : []) {
    if (!option || typeof option !== 'object') continue;
    const name = optionName(option);
    if (option.header === true) {
      current = typeof name === 'string' && name !== '' ? name : undefined;
      continue;
    }
    const choice = toChoice({ ...option, name: name as string });
    if (!choice) continue;
    const header = typeof option.header === 'string' && option.header ? option.header : current;
    groupFor(header).choices.push({
      key: choice.key,
      value: choice.value,
      name: choice.name,
      option,
    });
  }
  return [...groups.values()].filter((group) => group.choices.length > 0);
}

/** Every selectable choice of the options, headings left out. */
export function cellChoices(options: unknown): CellChoice[] {
  return cellChoiceGroups(options).flatMap((group) => group.choices);
}

/** How a stored select value reads: its option's label, else the value itself. */
export function choiceName(options: unknown, value: unknown): string {
  const key = String(value);
  return cellChoices(options).find((choice) => choice.key === key)?.name ?? key;
}
