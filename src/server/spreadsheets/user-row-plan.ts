import type { EngineUser } from '../../engine/types';
import type { UserEditableField } from '../../engine/wire/users';
import type { UserTable } from '../db/schema';
import { HttpError } from '../errors';
import { parseStringList } from '../repositories/json-text';
import { normalizeEmail } from '../repositories/users';
import { USER_FIELDS, userProperties } from '../users/user-fields';
import { assertValid } from '../validation/engine-validate';
import type { SheetProblem, SheetRow } from './read-workbook';

type EditableColumns = Pick<UserTable, UserEditableField>;

/** A live user as the bulk edit compares against it. */
export type CurrentUser = EditableColumns & { id: number };

/** What the file knows while it is checked row by row. */
export interface BulkEditLookup {
  byId: Map<number, CurrentUser>;
  byEmail: Map<string, CurrentUser>;
  roles: Set<string>;
  permissions: Set<string>;
  engineUser: EngineUser;
  /** User id -> the row that already edits that user. */
  editedOnRow: Map<number, number>;
  /** New email -> the row that already gives it to someone. */
  emailClaimedOnRow: Map<string, number>;
}

/** One row's change: only the columns whose value really differs. */
export interface RowPlan {
  row: number;
  id: number;
  email: string;
  changes: Partial<EditableColumns>;
}

const TEXT_COLUMNS = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['role', 'Role'],
  ['department', 'Department'],
  ['branch', 'Branch'],
] as const;
const ENGINE_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'role'] as const;
const YES = new Set(['yes', 'true', '1']);
const NO = new Set(['no', 'false', '0']);

/** The engine's own messages for the values this row fills in (as `PUT /api/users` checks). */
function engineProblems(values: Record<string, string>, user: EngineUser) {
  const given = Object.fromEntries(
    ENGINE_COLUMNS.filter((key) => values[key]).map((key) => [key, values[key]]),
  );
  try {
    assertValid(USER_FIELDS, given, user, new Set(Object.keys(given)));
    return [];
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return error.details as { field: string; message: string }[];
  }
}

/** The user a row edits: by id when given, else by email. */
function findTarget(
  sheetRow: SheetRow,
  lookup: BulkEditLookup,
  add: (column: string, message: string) => void,
): CurrentUser | undefined {
  const { id: idText = '', email: emailText = '' } = sheetRow.values;
  if (idText) {
    const id = /^\d{1,15}$/.test(idText) ? Number(idText) : 0;
    const user = lookup.byId.get(id);
    if (id < 1) add('id', 'Id must be a whole number');
    else if (!user) add('id', `No user with id ${id}`);
    return user;
  }
  if (emailText) {
    const user = lookup.byEmail.get(normalizeEmail(emailText));
    if (!user) add('email', `No user with email ${emailText}`);
    return user;
  }
  add('id' in sheetRow.values ? 'id' : 'email', 'Give the id or the email of the user to edit');
  return undefined;
}

/** Checks one data row and works out its change; every problem found goes to `problems`. */
export function planRow(
  sheetRow: SheetRow,
  lookup: BulkEditLookup,
  problems: SheetProblem[],
): RowPlan | undefined {
  const values = sheetRow.values;
  const before = problems.length;
  const bad = new Set<string>();
  const add = (column: string, message: string) => {
    bad.add(column);
    problems.push({ row: sheetRow.row, column, message });
  };
  for (const [key, label] of TEXT_COLUMNS) {
    const max = userProperties[key].maxLength;
    if ((values[key] ?? '').length > max) add(key, `${label} must be at most ${max} characters`);
  }
  for (const issue of engineProblems(values, lookup.engineUser)) {
    if (!bad.has(issue.field)) add(issue.field, issue.message);
  }
  const role = values.role ?? '';
  if (role && !bad.has('role') && !lookup.roles.has(role)) add('role', `Unknown role "${role}"`);

  let active: number | undefined;
  const activeText = (values.active ?? '').toLowerCase();
  if (YES.has(activeText)) active = 1;
  else if (NO.has(activeText)) active = 0;
  else if (activeText) add('active', 'Active must be yes, no, true, false, 1 or 0');

  let permissions: string[] | undefined;
  if (values.permissions) {
    permissions = [...new Set(values.permissions.split(',').map((p) => p.trim()))].filter(Boolean);
    const max = userProperties.permissions.maxItems;
    if (permissions.length > max) add('permissions', `At most ${max} permissions are allowed`);
    for (const permission of permissions) {
      if (!lookup.permissions.has(permission))
        add('permissions', `Unknown permission "${permission}"`);
    }
  }

  const target = bad.has('email') && !values.id ? undefined : findTarget(sheetRow, lookup, add);
  if (target) {
    const earlier = lookup.editedOnRow.get(target.id);
    if (earlier === undefined) lookup.editedOnRow.set(target.id, sheetRow.row);
    else add(values.id ? 'id' : 'email', `This user is already edited on row ${earlier}`);
  }

  // A row found by id may change the email; a row found by email only names its user.
  let email: string | undefined;
  if (target && values.id && values.email && !bad.has('email')) {
    const wanted = normalizeEmail(values.email);
    const owner = lookup.byEmail.get(wanted);
    const claimed = lookup.emailClaimedOnRow.get(wanted);
    if (owner && owner.id !== target.id) add('email', 'Another account already uses this email');
    else if (claimed !== undefined)
      add('email', `Row ${claimed} already gives this email to another account`);
    else if (wanted !== target.email) {
      lookup.emailClaimedOnRow.set(wanted, sheetRow.row);
      email = wanted;
    }
  }
  if (!target || problems.length > before) return undefined;

  const wanted: Partial<EditableColumns> = {};
  for (const key of ['first_name', 'last_name', 'role', 'phone', 'department', 'branch'] as const)
    if (values[key]) wanted[key] = values[key];
  if (email !== undefined) wanted.email = email;
  if (active !== undefined) wanted.active = active;
  if (permissions !== undefined) wanted.permissions = JSON.stringify(permissions);
  const current: EditableColumns = {
    ...target,
    active: Number(target.active),
    permissions: JSON.stringify(parseStringList(target.permissions)),
  };
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, value]) => current[key as keyof EditableColumns] !== value,
    ),
  ) as Partial<EditableColumns>;
  return { row: sheetRow.row, id: target.id, email: email ?? target.email, changes };
}
