import type { Migration } from 'kysely';
import * as meta from './001-meta';
import * as accounts from './002-accounts';
import * as models from './003-models';
import * as uniqueEmails from './004-unique-emails';
import * as chatAndEmail from './005-chat-and-email';

/** System-table migrations in the order they apply; names must never change once released. */
export const migrations: Record<string, Migration> = {
  '001-meta': meta,
  '002-accounts': accounts,
  '003-models': models,
  '004-unique-emails': uniqueEmails,
  '005-chat-and-email': chatAndEmail,
};
