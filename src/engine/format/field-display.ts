/**
 * How a stored value reads outside a form (detail pages, lists, titles, the waiting screen),
 * one description per field type: its text in the hospital's formats (spec 9: dates in the
 * en-US long-month form, datetimes with the 12-hour clock, both in the hospital's time zone;
 * amounts in the shared currency with its fraction setting), how a column of it aligns, and
 * how many characters its widest usual value takes, so a list column can be sized to its
 * content's format instead of cutting it.
 */
import type { EngineSettings, FieldSchema, FieldType, ModelSchema, SelectOption } from '../types';
import { DEFAULT_SETTINGS } from '../types';
import { formatCurrency } from './currency';
import { formatDateTime, formatLongDate } from './dates';
import { formatFileSize } from './file-size';
import { formatDecimal } from './number';
import { formatPhone } from './phone';

export interface FieldDisplay {
  /** The value as text; '' when there is nothing to show. */
  text(value: unknown, field: FieldSchema, settings: EngineSettings): string;
  align: 'left' | 'right' | 'center';
  /** Characters the widest usual value takes; undefined when it varies (free text). */
  chars?(field: FieldSchema, settings: EngineSettings): number | undefined;
}

/** Nothing to show: no value, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function optionKey(option: SelectOption, field: FieldSchema): unknown {
  const keyed = option as unknown as Record<string, unknown>;
  return field.valueLabel ? keyed[field.valueLabel] : (option.id ?? option.value ?? option.name);
}

function optionName(option: SelectOption, field: FieldSchema): string {
  const keyed = option as unknown as Record<string, unknown>;
  return String((field.nameLabel ? keyed[field.nameLabel] : option.name) ?? '');
}

/** Option names for stored option keys ("M" -> "Male"); an unknown key shows as stored. */
function optionsText(value: unknown, field: FieldSchema): string {
  const values = Array.isArray(value) ? value : [value];
  return values
    .map((v) => {
      const option = field.options?.find((o) => String(optionKey(o, field)) === String(v));
      return option ? optionName(option, field) : String(v);
    })
    .join(', ');
}

function plainText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function fileNames(value: unknown): string {
  const files = Array.isArray(value) ? value : [value];
  return files
    .map((file) => {
      const f = file as { filename?: unknown; size?: unknown } | null;
      if (typeof f?.filename !== 'string') return '';
      return typeof f.size === 'number' ? `${f.filename} (${formatFileSize(f.size)})` : f.filename;
    })
    .filter(Boolean)
    .join(', ');
}

const text: FieldDisplay = {
  text: (value, field) => (field.options?.length ? optionsText(value, field) : plainText(value)),
  align: 'left',
};

const amount: FieldDisplay = {
  text: (value, field, settings) =>
    formatCurrency(value, {
      currency: field.currency ?? settings.currency,
      fixedFractionDigits: settings.fixedFractionDigits,
    }) || plainText(value),
  align: 'right',
  // "ETB 1,250,000.00": the code, a space and a seven-figure amount with its cents.
  chars: (field, settings) => (field.currency ?? settings.currency).length + 13,
};

const decimal: FieldDisplay = {
  // A measurement shows its unit: "37.2 °C", "118 beats/min".
  text: (value, field) => {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n) || String(value).trim() === '') return plainText(value);
    const shown = formatDecimal(n, 0, field.fractionDigits ?? 4);
    return field.unit ? `${shown} ${field.unit}` : shown;
  },
  align: 'right',
  chars: (field) => 10 + (field.unit ? field.unit.length + 1 : 0),
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const date: FieldDisplay = {
  // A calendar date has no time to show; a date field holding an instant shows its time too.
  text: (value, _field, settings) => {
    const raw = String(value);
    const shown = CALENDAR_DATE.test(raw.trim())
      ? formatLongDate(raw, settings.timeZone)
      : formatDateTime(raw, settings.timeZone);
    return shown || raw;
  },
  align: 'left',
  // "September 30, 2026"
  chars: () => 18,
};

const datetime: FieldDisplay = {
  text: (value, _field, settings) =>
    formatDateTime(String(value), settings.timeZone) || String(value),
  align: 'left',
  // "September 30, 2026, 12:45 PM"
  chars: () => 28,
};

const files: FieldDisplay = {
  text: (value, field) => fileNames(value) || (field.type === 'signature' ? 'Signed' : ''),
  align: 'left',
};

const hidden: FieldDisplay = { text: () => '••••••', align: 'left', chars: () => 6 };

const rows: FieldDisplay = {
  text: (value) =>
    Array.isArray(value) ? `${value.length} ${value.length === 1 ? 'row' : 'rows'}` : '',
  align: 'right',
  chars: () => 8,
};

const DISPLAYS: Partial<Record<FieldType, FieldDisplay>> = {
  checkbox: {
    text: (value) => (value === true || value === 'true' || value === 1 ? 'Yes' : 'No'),
    align: 'center',
    chars: () => 3,
  },
  currency: amount,
  number: decimal,
  slider: decimal,
  date,
  datetime,
  phone: {
    text: (value) => formatPhone(value) || plainText(value),
    align: 'left',
    // "+251 912 345 678"
    chars: () => 16,
  },
  file: files,
  files,
  signature: files,
  password: hidden,
  confirm_password: hidden,
  one_to_many: rows,
  collection: rows,
  rich_text: {
    text: (value) =>
      String(value)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    align: 'left',
  },
};

/** The description of a field's type: how its values read, align and how wide they are. */
export function fieldDisplay(field: FieldSchema): FieldDisplay {
  return DISPLAYS[field.type] ?? text;
}

/** A stored value as text in the hospital's formats; '' when there is nothing to show. */
export function displayFieldValue(
  field: FieldSchema,
  value: unknown,
  settings: EngineSettings = DEFAULT_SETTINGS,
): string {
  if (isEmptyValue(value)) return '';
  return fieldDisplay(field).text(value, field, { ...DEFAULT_SETTINGS, ...settings });
}

/** How long a `naming` number is: "MRN-{YYYY}-{seq:6}" makes "MRN-2026-000123", 15 characters. */
export function namingChars(pattern: string): number {
  return pattern
    .replace(/\{seq:(\d+)\}/g, (_, digits: string) => '0'.repeat(Number(digits)))
    .replace(/\{(#+)\}/g, (_, hashes: string) => '0'.repeat(hashes.length))
    .replaceAll('{YYYY}', '0000')
    .replace(/\{(YY|MM|DD)\}/g, '00').length;
}

/**
 * A reference shows its record's title, most often a person's three names ("Berhanu Worku
 * Tesfaye"): room for that, so a list of appointments does not cut every patient short.
 */
export const REF_TITLE_CHARS = 24;

/**
 * Characters a list column of the field `name` needs for its widest usual value: its number
 * format for the `naming` field, a record's title for a reference, else its type's; undefined
 * when values vary (free text).
 */
export function columnChars(
  schema: Pick<ModelSchema, 'fields' | 'naming'>,
  name: string,
  settings: EngineSettings = DEFAULT_SETTINGS,
): number | undefined {
  if (schema.naming?.field === name) return namingChars(schema.naming.pattern);
  const field = schema.fields[name];
  if (!field) return undefined;
  if (field.ref) return REF_TITLE_CHARS;
  return fieldDisplay(field).chars?.(field, { ...DEFAULT_SETTINGS, ...settings });
}
