import type { Kysely } from 'kysely';
import type { Registry } from '../../engine/registry/types';
import type { EngineUser } from '../../engine/types';
import type { SessionRevoker } from '../auth/session-revoker';
import type { DatabaseSchema } from '../db/schema';
import { HttpError } from '../errors';
import { recordActivity } from '../repositories/activities';
import { normalizeEmail } from '../repositories/users';
import { permissionCatalogue } from '../users/permission-catalogue';
import { describeProblems, type Sheet, type SheetProblem } from './read-workbook';
import { type BulkEditLookup, type CurrentUser, planRow, type RowPlan } from './user-row-plan';

/** The columns a bulk-edit sheet may have; id or email says which user a row edits. */
export const BULK_EDIT_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'role',
  'department',
  'branch',
  'active',
  'permissions',
] as const;

export interface BulkEditOptions {
  registry: Registry;
  /** Who uploads the file: their engine view and what the activity log records. */
  actor: { engineUser: EngineUser; id: number; email: string; ip: string };
  at: string;
  /** Ends a deactivated user's sessions (bound to the import's transaction). */
  sessions: SessionRevoker;
}

export interface BulkEditResult {
  updated: number;
  rows: { row: number; id: number; email: string; fields: string[] }[];
}

function assertHeaders(sheet: Sheet): void {
  const problems: SheetProblem[] = [...sheet.headerProblems];
  const allowed = new Set<string>(BULK_EDIT_COLUMNS);
  const unknown = sheet.headers.filter((header) => !allowed.has(header.key));
  for (const header of unknown)
    problems.push({ row: 1, column: header.text, message: `Unknown column "${header.text}"` });
  const keys = new Set(sheet.headers.map((header) => header.key));
  if (sheet.headers.length > 0 && !keys.has('id') && !keys.has('email')) {
    problems.push({
      row: 1,
      column: 'id',
      message: 'Add an id or email column to say which user each row edits',
    });
  }
  if (problems.length === 0) return;
  const allowedList =
    unknown.length > 0 ? `. Allowed columns: ${BULK_EDIT_COLUMNS.join(', ')}` : '';
  throw new HttpError(
    422,
    'INVALID_HEADERS',
    `${describeProblems(problems)}${allowedList}`,
    problems,
  );
}

async function loadLookup(
  db: Kysely<DatabaseSchema>,
  options: BulkEditOptions,
): Promise<BulkEditLookup> {
  const users = await db
    .selectFrom('users')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'role',
      'permissions',
      'department',
      'branch',
      'active',
    ])
    .where('deleted_at', 'is', null)
    .execute();
  const live: CurrentUser[] = users.map((user) => ({ ...user, id: Number(user.id) }));
  const roles = await db.selectFrom('roles').select('name').execute();
  return {
    byId: new Map(live.map((user) => [user.id, user])),
    byEmail: new Map(live.map((user) => [normalizeEmail(user.email), user])),
    roles: new Set(roles.map((role) => role.name)),
    permissions: new Set(await permissionCatalogue(db, options.registry)),
    engineUser: options.actor.engineUser,
    editedOnRow: new Map(),
    emailClaimedOnRow: new Map(),
  };
}

async function apply(db: Kysely<DatabaseSchema>, plan: RowPlan, options: BulkEditOptions) {
  const { actor, at } = options;
  await db
    .updateTable('users')
    .set({ ...plan.changes, updated_at: at })
    .where('id', '=', plan.id)
    .execute();
  if (plan.changes.active === 0)
    await options.sessions.endUserSessions([plan.id], 'changed_by_admin');
  await recordActivity(db, {
    at,
    userId: actor.id,
    userEmail: actor.email,
    ip: actor.ip,
    action: 'update',
    entity: 'users',
    targetId: plan.id,
    details: { fields: Object.keys(plan.changes), source: 'bulk_edit' },
  });
}

/**
 * Spec 7 bulk edit, all or nothing: every row is checked first with the rules of
 * `PUT /api/users`, and any problem refuses the whole file (422 SPREADSHEET_INVALID, one
 * detail per problem with its row number) before anything is written. Run it inside one
 * transaction so the checks and the writes see the same data.
 */
export async function bulkEditUsers(
  db: Kysely<DatabaseSchema>,
  sheet: Sheet,
  options: BulkEditOptions,
): Promise<BulkEditResult> {
  assertHeaders(sheet);
  const lookup = await loadLookup(db, options);
  const problems: SheetProblem[] = [];
  const plans: RowPlan[] = [];
  for (const row of sheet.rows) {
    const plan = planRow(row, lookup, problems);
    if (plan) plans.push(plan);
  }
  if (problems.length > 0)
    throw new HttpError(422, 'SPREADSHEET_INVALID', describeProblems(problems), problems);

  let updated = 0;
  for (const plan of plans) {
    if (Object.keys(plan.changes).length === 0) continue;
    await apply(db, plan, options);
    updated += 1;
  }
  return {
    updated,
    rows: plans.map((plan) => ({
      row: plan.row,
      id: plan.id,
      email: plan.email,
      fields: Object.keys(plan.changes),
    })),
  };
}
