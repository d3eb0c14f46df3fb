/**
 * Types of the system tables the server itself owns (not the model tables that the sync step
 * derives from `schemas/`, which are reached with names checked against their schema).
 * Times are ISO-8601 UTC text; flags are 0/1 integers; lists are JSON text.
 */
export interface DatabaseSchema {
  tena_meta: { key: string; value: string };
  roles: RoleTable;
  users: UserTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  one_time_tokens: OneTimeTokenTable;
  devices: DeviceTable;
  activities: ActivityTable;
  outbox: OutboxTable;
  tena_columns: { table_name: string; column_name: string; logical_type: string };
  record_history: RecordHistoryTable;
  naming_series: { series: string; value: number };
  stored_files: StoredFileTable;
  chat_messages: ChatMessageTable;
  sent_emails: SentEmailTable;
}

export interface RecordHistoryTable {
  id: Generated<number>;
  model: string;
  record_id: number;
  action: string;
  at: string;
  user_id: number | null;
  user_email: string | null;
  changes: string | null;
}

export interface StoredFileTable {
  filepath: string;
  filename: string;
  mimetype: string;
  size: number;
  uploaded_by: number | null;
  uploaded_at: string;
  model: string | null;
  record_id: number | null;
}

/** A column the database fills in (auto-increment ids). */
type Generated<T> = import('kysely').Generated<T>;

export interface RoleTable {
  name: string;
  description: string;
  permissions: string;
  created_at: string;
  updated_at: string;
}

export interface UserTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role: string;
  permissions: string;
  department: string | null;
  branch: string | null;
  active: number;
  email_verified_at: string | null;
  password_hash: string;
  avatar: string | null;
  signature: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface SessionTable {
  id: string;
  user_id: number;
  device_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type OneTimePurpose = 'reset' | 'verify_email' | 'device';

export interface OneTimeTokenTable {
  token_hash: string;
  user_id: number;
  purpose: OneTimePurpose;
  payload: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface DeviceTable {
  user_id: number;
  device_id: string;
  first_seen_at: string;
  verified_at: string | null;
}

export interface ActivityTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  user_email: string | null;
  action: string;
  entity: string | null;
  target_id: string | null;
  ip: string | null;
  details: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  created_at: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  transport: 'smtp' | 'outbox';
  sent_at: string | null;
  error: string | null;
}

/** One chat message from one user to another (only those two ever receive or list it). */
export interface ChatMessageTable {
  id: Generated<number>;
  sender_id: number;
  recipient_id: number;
  body: string;
  sent_at: string;
}

/** An email a person wrote on the Email page; `delivered` is 0 when the mailer failed. */
export interface SentEmailTable {
  id: Generated<number>;
  sender_id: number;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
  transport: 'smtp' | 'outbox';
  delivered: number;
}
