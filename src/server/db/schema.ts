/**
 * Types of the system tables the server itself owns (not the model tables that the sync step
 * derives from `schemas/`, which are reached with names checked against their schema).
 */
export interface DatabaseSchema {
  tena_meta: TenaMetaTable;
}

/** Key/value facts about this database, such as when it was created. */
export interface TenaMetaTable {
  key: string;
  value: string;
}
