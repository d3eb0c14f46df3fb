// The form both libraries render, described once: N fields in groups of 20, cycling through
// text, number, email, select, date and checkbox, every one but the checkboxes required. In
// the middle group a checkbox controls a text field that shows only while it is ticked.

export type BenchKind = 'text' | 'number' | 'email' | 'select' | 'date' | 'checkbox';

export interface BenchField {
  name: string;
  kind: BenchKind;
  label: string;
  group: string;
  required: boolean;
}

export interface BenchGroup {
  id: string;
  name: string;
  fields: BenchField[];
}

export interface BenchForm {
  groups: BenchGroup[];
  /** The checkbox whose ticking shows `dependent`. */
  controller: BenchField;
  dependent: BenchField;
  /** A text field in the middle of the form, typed into by the keystroke test. */
  typed: BenchField;
  /** The last required field: its error shows last when the whole form is checked. */
  lastRequired: BenchField;
}

const KINDS: BenchKind[] = ['text', 'number', 'email', 'select', 'date', 'checkbox'];
const GROUP_SIZE = 20;
export const SELECT_OPTIONS = ['Outpatient', 'Inpatient', 'Emergency', 'Referral'];
export const NUMBER_RANGE = { minimum: 0, maximum: 500 };

export function benchForm(size: number): BenchForm {
  const groupCount = Math.ceil(size / GROUP_SIZE);
  const middle = Math.floor(groupCount / 2) * GROUP_SIZE;
  const controllerIndex = firstFrom(middle, (i) => KINDS[i % KINDS.length] === 'checkbox');
  const dependentIndex = controllerIndex + 1;
  const typedIndex = firstFrom(middle + 8, (i) => KINDS[i % KINDS.length] === 'text');
  const groups: BenchGroup[] = [];
  const all: BenchField[] = [];
  for (let i = 0; i < size; i += 1) {
    const groupIndex = Math.floor(i / GROUP_SIZE);
    if (i % GROUP_SIZE === 0)
      groups.push({ id: `g${groupIndex}`, name: `Group ${groupIndex + 1}`, fields: [] });
    const kind = i === dependentIndex ? 'text' : (KINDS[i % KINDS.length] as BenchKind);
    const field: BenchField = {
      name: `f${i}`,
      kind,
      label: `Field ${i + 1}`,
      group: `g${groupIndex}`,
      required: kind !== 'checkbox' && i !== dependentIndex,
    };
    groups[groupIndex]?.fields.push(field);
    all.push(field);
  }
  const at = (index: number) => {
    const field = all[index];
    if (!field) throw new Error(`a ${size}-field form has no field ${index}`);
    return field;
  };
  return {
    groups,
    controller: at(controllerIndex),
    dependent: at(dependentIndex),
    typed: at(typedIndex),
    lastRequired: [...all].reverse().find((f) => f.required) ?? at(0),
  };
}

function firstFrom(start: number, test: (index: number) => boolean): number {
  let index = start;
  while (!test(index)) index += 1;
  return index;
}
