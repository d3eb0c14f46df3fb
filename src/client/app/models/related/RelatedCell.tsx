import { type RefTitles, stampedName } from '../../../../engine/format';
import type { EngineSettings, FieldSchema } from '../../../../engine/types';
import { displayValue } from '../display-value';
import { FileLinks } from '../FileLinks';
import { refLabel } from '../ref-label';

/** A bookkeeping time shown as any datetime field is. */
const MOMENT: FieldSchema = { type: 'datetime' };

/**
 * One value of a related row as lists show it: a picked record, or the person a staff stamp
 * names, by its title (from the answer's titles), files as buttons that preview them, anything
 * else in the hospital's formats.
 */
export function RelatedCell({
  name,
  field,
  value,
  titles,
  refTitle,
  settings,
}: {
  name: string;
  field: FieldSchema | undefined;
  value: unknown;
  titles: RefTitles;
  /** The referenced model's title, for a record the reader may not name ("Physician #3"). */
  refTitle?: string;
  settings: EngineSettings;
}) {
  if (value === null || value === undefined || value === '') return <>-</>;
  if (field?.type === 'file' || field?.type === 'files') return <FileLinks value={value} />;
  if (field?.ref && !field.multiple)
    return <>{refLabel(titles, name, value, refTitle ?? field.ref)}</>;
  const person = stampedName(field, name, value, titles);
  if (person) return <>{person}</>;
  return <>{displayValue(field ?? MOMENT, value, settings)}</>;
}

/** Money and numbers read right-aligned, as in lists. */
export function alignOf(field: FieldSchema | undefined): string {
  return field?.type === 'currency' || field?.type === 'number' ? 'text-right tabular-nums' : '';
}
