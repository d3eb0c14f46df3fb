import type { Kysely } from 'kysely';
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import type { ChatContact, ChatMessage } from '../../engine/wire/chat';
import type { DatabaseSchema } from '../db/schema';
import { parseStringList } from './json-text';

type Db = Kysely<DatabaseSchema>;

const toMessage = (row: ChatMessage): ChatMessage => ({
  ...row,
  id: Number(row.id),
  sender_id: Number(row.sender_id),
  recipient_id: Number(row.recipient_id),
});

export async function insertChatMessage(
  db: Db,
  message: Omit<ChatMessage, 'id'>,
): Promise<ChatMessage> {
  const row = await db
    .insertInto('chat_messages')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...message, id: Number(row.id) };
}

/**
 * The conversation between two people, newest `limit` messages before `before` (an id), in
 * the order they were sent.
 */
export async function listConversation(
  db: Db,
  me: number,
  other: number,
  limit: number,
  before?: number,
): Promise<ChatMessage[]> {
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', me), eb('recipient_id', '=', other)]),
        eb.and([eb('sender_id', '=', other), eb('recipient_id', '=', me)]),
      ]),
    );
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toMessage).reverse();
}

/**
 * Active users who may use chat (their role's or own permissions allow viewing `chat`),
 * by name. One query for the roles rather than one per person.
 */
export async function listChatContacts(db: Db, matrix: PermissionMatrix): Promise<ChatContact[]> {
  const roles = new Map(
    (await db.selectFrom('roles').select(['name', 'permissions']).execute()).map((role) => [
      role.name,
      parseStringList(role.permissions),
    ]),
  );
  const users = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'role', 'permissions'])
    .where('deleted_at', 'is', null)
    .where('active', '=', 1)
    .execute();
  return users
    .filter((user) => {
      const permissions = [...(roles.get(user.role) ?? []), ...parseStringList(user.permissions)];
      return can({ id: Number(user.id), role: user.role, permissions }, matrix, 'chat', 'view');
    })
    .map((user) => ({
      id: Number(user.id),
      name: `${user.first_name} ${user.last_name}`.trim() || user.email,
      role: user.role,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
