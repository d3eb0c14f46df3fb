/**
 * What a record is called wherever another record refers to it, in pickers and in its own
 * page's heading: a person's name, a thing's name, its number (MRN, invoice number) or, for
 * records known by when they happen (appointments), that moment. Derived from the schema, so
 * a new model gets sensible titles without code; the server sends titles of referenced records
 * with lists and details, the client names records it holds, both with these functions.
 */
import type { EngineSettings, FieldSchema, ModelSchema } from '../types';
import { DEFAULT_SETTINGS } from '../types';
import { displayFieldValue } from './field-display';
import { renderTitleTemplate, templateFields } from './title-template';

/**
 * The titles of the records a list or detail answer refers to: ref field name -> referenced
 * record id -> its title (`titles` beside `rows`, or in a record). A record the reader may not
 * read has no entry; it is shown by its number. A staff stamp's field (isStaffStamp) maps the
 * e-mails it holds to the people's names the same way.
 */
export type RefTitles = Record<string, Record<string, string>>;

/**
 * A field holding who did something: an e-mail the rules stamp (`derived`: ordered_by,
 * signed_by, administered_by), shown by the person's name that answers carry in `titles`.
 */
export function isStaffStamp(field: FieldSchema | undefined): boolean {
  return field?.type === 'email' && field.derived === true;
}

/** The name the answer's titles give the person a staff stamp `name` holds, if any. */
export function stampedName(
  field: FieldSchema | undefined,
  name: string,
  value: unknown,
  titles: RefTitles | undefined,
): string | undefined {
  if (!isStaffStamp(field) || typeof value !== 'string') return undefined;
  return titles?.[name]?.[value];
}

const NAME_FIELDS = ['full_name', 'fullName', 'name'];
const PERSON_FIELDS = ['first_name', 'middle_name', 'last_name'];
const LABEL_FIELDS = ['title', 'subject', 'label'];
/** Types whose values say nothing about which record it is. */
const UNTELLING = new Set(['checkbox', 'password', 'confirm_password', 'divider', 'submit']);

function isTelling(field: FieldSchema | undefined): field is FieldSchema {
  // A ref holds another record's id; options (status, priority) are shared by many records.
  return !!field && !field.ref && !field.options?.length && !UNTELLING.has(field.type);
}

/**
 * The fields a model's title is made of, in order: those its `recordTitle` template names,
 * else its name (full_name, name, or first, middle and last name), else its title or subject,
 * else its number (the `naming` field), else its first list column that tells records apart (a
 * date and time, a code). Empty when none: the record is then called by its model and number.
 */
export function titleFields(schema: ModelSchema): string[] {
  if (schema.recordTitle)
    return templateFields(schema.recordTitle).filter((name) => !!schema.fields[name]);
  const has = (name: string) => isTelling(schema.fields[name]);
  const name = NAME_FIELDS.find(has);
  if (name) return [name];
  if (has('first_name') || has('last_name')) return PERSON_FIELDS.filter(has);
  const label = LABEL_FIELDS.find(has);
  if (label) return [label];
  if (schema.naming && has(schema.naming.field)) return [schema.naming.field];
  const column = schema.list?.columns.find(has);
  return column ? [column] : [];
}

/** "Appointment #12": how a record with nothing telling filled in is called. */
export function numberedTitle(schema: Pick<ModelSchema, 'title'>, id: unknown): string {
  return `${schema.title} #${String(id)}`;
}

/**
 * A record's title from the title fields it holds (see titleFields), each shown in the
 * hospital's formats; its model and number when those are empty or not among `fields` given
 * (the fields the reader may see). A `recordTitle` template lays them out; a ref field in it
 * shows the picked record's title from `refTitles` (as a list or record answer gives them:
 * field -> id -> title), and nothing without one.
 */
export function recordTitle(
  schema: ModelSchema,
  record: Record<string, unknown>,
  settings: EngineSettings = DEFAULT_SETTINGS,
  fields: readonly string[] = titleFields(schema),
  refTitles?: RefTitles,
): string {
  const shown = (name: string) => {
    const field = schema.fields[name];
    if (!field || !fields.includes(name)) return '';
    const value = record?.[name];
    if (field.ref) {
      const ids = Array.isArray(value) ? value : [value];
      return ids
        .map((id) =>
          id === null || id === undefined ? undefined : refTitles?.[name]?.[String(id)],
        )
        .filter(Boolean)
        .join(', ');
    }
    return displayFieldValue(field, value, settings).trim();
  };
  const title = schema.recordTitle
    ? renderTitleTemplate(schema.recordTitle, shown)
    : fields.map(shown).filter(Boolean).join(' ');
  return title || numberedTitle(schema, record?.id);
}
