import { fromZonedTime } from 'date-fns-tz';
import { formatDateTime } from '../../../engine/format/dates';
import type { ActivityRecord } from '../../../engine/wire/activities';
import type { GridColumn } from '../../grid';

/** What the server records (routes and auth service), for the action filter. */
export const KNOWN_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_reset_requested',
  'password_reset',
  'email_verified',
  'device_verified',
  'permission_denied',
  'refresh_token_reused',
  'file_upload',
  'download',
  'sync',
  'update_conflict',
] as const;

/** Entities the server's own entries name; model names are added from the registry. */
export const KNOWN_ENTITIES = ['users', 'roles', 'sessions', 'devices', 'file', 'sync'] as const;

const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : '');

/** One line for an entry's details: the fields changed, permissions added and removed. */
export function detailsText(details: unknown): string {
  if (details === null || details === undefined) return '';
  if (typeof details !== 'object') return String(details);
  const d = details as Record<string, unknown>;
  const parts: string[] = [];
  if (list(d.added)) parts.push(`added: ${list(d.added)}`);
  if (list(d.removed)) parts.push(`removed: ${list(d.removed)}`);
  if (list(d.fields) && parts.length === 0) parts.push(`fields: ${list(d.fields)}`);
  const rest = Object.entries(d).filter(([key]) => !['added', 'removed', 'fields'].includes(key));
  for (const [key, value] of rest) {
    parts.push(`${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  }
  return parts.join('; ');
}

/**
 * The log's columns; times read in the hospital's zone and format (spec 9), as everywhere
 * else, not in the zone of the browser that opens the page.
 */
export const activityColumns = (timeZone: string): GridColumn[] => [
  {
    field: 'at',
    headerName: 'When',
    editable: false,
    flex: 2,
    valueGetter: (row) => formatDateTime(String(row.at), timeZone) || String(row.at),
  },
  {
    field: 'who',
    headerName: 'User',
    editable: false,
    flex: 1.5,
    valueGetter: (row) => {
      const entry = row as unknown as ActivityRecord;
      return entry.user_email ?? (entry.user_id ? `#${entry.user_id}` : '');
    },
  },
  { field: 'action', headerName: 'Action', editable: false },
  { field: 'entity', headerName: 'Entity', editable: false },
  { field: 'target_id', headerName: 'Target', editable: false },
  {
    field: 'summary',
    headerName: 'Details',
    editable: false,
    flex: 3,
    valueGetter: (row) => detailsText(row.details),
  },
  { field: 'ip', headerName: 'IP', editable: false },
];

/** A day picked in a date field as the instant it starts (or ends) in the hospital's zone. */
export function dayBoundary(day: string, end: boolean, timeZone: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = fromZonedTime(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`, timeZone);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
