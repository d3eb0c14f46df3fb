import type { FieldSchema, SelectOption } from '../../../../engine/types';

/** An option as the select widgets show it: its stored value, label and decorations. */
export type Choice = {
  /** The value as text, for keys and comparisons (`1` and `'1'` are one option). */
  key: string;
  value: string | number;
  name: string;
  img?: string;
  color?: string;
  group?: string;
  parent?: string;
  count?: number;
  /** What the choice means (a triage category's criteria), shown under the field once chosen. */
  description?: string;
  /** Nesting under `parent` (0 for top-level options). */
  depth: number;
};

type LabelKeys = Pick<FieldSchema, 'nameLabel' | 'valueLabel' | 'imgLabel' | 'colorLabel'>;

function scalar(value: unknown): string | number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function text(value: unknown): string | undefined {
  const s = scalar(value);
  return s === undefined ? undefined : String(s);
}

/**
 * Spec 3.4: an option is identified by `id` or `value` (or the field's `valueLabel` key) and
 * shown by `name` (or `nameLabel`); `img`, `color`, `group`, `parent`, `count` decorate it.
 * Options without any identity are dropped.
 */
export function toChoice(option: SelectOption, keys: LabelKeys = {}): Choice | undefined {
  if (!option || typeof option !== 'object') return undefined;
  const value = keys.valueLabel
    ? scalar(option[keys.valueLabel])
    : (scalar(option.id) ?? scalar(option.value) ?? scalar(option.name));
  if (value === undefined) return undefined;
  const count = typeof option.count === 'number' ? option.count : undefined;
  return {
    key: String(value),
    value,
    name: text(option[keys.nameLabel ?? 'name']) ?? String(value),
    img: text(option[keys.imgLabel ?? 'img']),
    color: text(option[keys.colorLabel ?? 'color']),
    group: text(option.group),
    parent: text(option.parent),
    count,
    description: text(option.description),
    depth: 0,
  };
}

/** Children follow their parent, one level deeper; orphans and cycles stay top-level. */
export function arrangeByParent(choices: readonly Choice[]): Choice[] {
  const keys = new Set(choices.map((c) => c.key));
  const children = new Map<string, Choice[]>();
  for (const c of choices) {
    if (c.parent === undefined || !keys.has(c.parent) || c.parent === c.key) continue;
    children.set(c.parent, [...(children.get(c.parent) ?? []), c]);
  }
  const out: Choice[] = [];
  const placed = new Set<string>();
  const visit = (choice: Choice, depth: number) => {
    if (placed.has(choice.key)) return;
    placed.add(choice.key);
    out.push({ ...choice, depth });
    for (const child of children.get(choice.key) ?? []) visit(child, depth + 1);
  };
  for (const c of choices) {
    const nested = c.parent !== undefined && keys.has(c.parent) && c.parent !== c.key;
    if (!nested) visit(c, 0);
  }
  for (const c of choices) visit(c, 0);
  return out;
}

/** The field's choices: its options, else its allowedValues, arranged by parent. */
export function choicesOf(field: FieldSchema, options = field.options): Choice[] {
  const source: SelectOption[] =
    options ??
    (field.allowedValues ?? [])
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .map((v) => ({ id: v as string | number, name: String(v) }));
  const seen = new Set<string>();
  const list: Choice[] = [];
  for (const option of source) {
    const choice = toChoice(option, field);
    if (choice && !seen.has(choice.key)) {
      seen.add(choice.key);
      list.push(choice);
    }
  }
  return arrangeByParent(list);
}

/** Choices split into their groups, in order of first appearance (ungrouped ones together). */
export function groupChoices(choices: readonly Choice[]): { group?: string; items: Choice[] }[] {
  const groups = new Map<string | undefined, Choice[]>();
  for (const c of choices) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  return [...groups.entries()].map(([group, items]) => ({ group, items }));
}

/** The stored value as keys: one for a single select, all for a multiple one. */
export function valueKeys(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v) => scalar(v) !== undefined).map((v) => String(v));
}
