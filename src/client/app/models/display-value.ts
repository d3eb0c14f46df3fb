import {
  formatCurrency,
  formatDateTime,
  formatDecimal,
  formatFileSize,
  formatFormDate,
  formatPhone,
} from '../../../engine/format';
import type { EngineSettings, FieldSchema } from '../../../engine/types';
import { optionLabel } from '../../grid/core/values';

/** Spec 8: an empty display shows a dash. */
export const EMPTY_DISPLAY = '-';

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
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

/**
 * A stored value as a detail page shows it: option names rather than ids, dates and amounts
 * in the hospital's formats, Yes/No, file names; a dash when empty. `ref` fields are linked
 * by the page itself.
 */
export function displayValue(field: FieldSchema, value: unknown, settings: EngineSettings): string {
  if (isEmpty(value)) return EMPTY_DISPLAY;
  switch (field.type) {
    case 'checkbox':
      return value === true || value === 'true' || value === 1 ? 'Yes' : 'No';
    case 'currency':
      return (
        formatCurrency(value, { currency: field.currency ?? settings.currency }) || String(value)
      );
    case 'number':
    case 'slider': {
      const n = Number(value);
      return Number.isFinite(n) ? formatDecimal(n, 0, field.fractionDigits ?? 4) : String(value);
    }
    case 'date':
      // A calendar date ("2026-11-21") has no time to show; a moment does.
      return (
        (/^\d{4}-\d{2}-\d{2}$/.test(String(value))
          ? formatFormDate(String(value), settings.timeZone)
          : formatDateTime(String(value), settings.timeZone)) || String(value)
      );
    case 'phone':
      return formatPhone(value) || String(value);
    case 'file':
    case 'files':
    case 'signature':
      return fileNames(value) || (field.type === 'signature' ? 'Signed' : EMPTY_DISPLAY);
    case 'password':
    case 'confirm_password':
      return '••••••';
    case 'one_to_many':
    case 'collection':
      return Array.isArray(value)
        ? `${value.length} ${value.length === 1 ? 'row' : 'rows'}`
        : EMPTY_DISPLAY;
    case 'rich_text':
      return (
        String(value)
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim() || EMPTY_DISPLAY
      );
    default: {
      if (field.options?.length) {
        const values = Array.isArray(value) ? value : [value];
        return values.map((v) => optionLabel(field, v) ?? String(v)).join(', ');
      }
      return Array.isArray(value) ? value.join(', ') : String(value);
    }
  }
}
