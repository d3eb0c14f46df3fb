/** The activity log as `GET /api/activities` is asked and answers. */

/** One entry of the log: who did what to which record, when and from where. */
export interface ActivityRecord {
  id: number;
  at: string;
  user_id: number | null;
  user_email: string | null;
  action: string;
  entity: string | null;
  target_id: string | null;
  ip: string | null;
  details: unknown;
}

/** The query string of `GET /api/activities`. */
export interface ActivityQuery {
  page: number;
  pageSize: number;
  /** Someone else's entries: only for holders of View All Activities. */
  user_id?: number;
  action?: string;
  entity?: string;
  /** ISO date-times (the server compares them with each entry's time). */
  from?: string;
  to?: string;
}
