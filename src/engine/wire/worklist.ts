/**
 * What the departments' worklists share (`GET /api/lab/worklist`, `GET /api/radiology/worklist`):
 * the priorities in the order they are worked, the page sizes, and the answer's frame around
 * each department's own rows.
 */

/** Priorities, the most urgent first: worklists list them in this order. */
export const PRIORITY_ORDER = ['STAT', 'Urgent', 'Routine'] as const;

/** The most rows one page holds, and the page size when none is asked for. */
export const WORKLIST_MAX_LIMIT = 100;
export const WORKLIST_DEFAULT_LIMIT = 25;

/** One page of a worklist: its rows and the counts its filter offers. */
export interface Worklist<Row, State extends string> {
  rows: Row[];
  /** Open requests under the filter, over every page. */
  total: number;
  /** Open requests in each state (under any other filter, whatever the state asked). */
  counts: Record<State, number>;
  page: number;
  limit: number;
  /** The server's clock when the list was read (ISO instant). */
  at: string;
  /** The patients' names by id, for readers of patients (as record answers' titles). */
  titles: { patient?: Record<string, string> };
}

/**
 * What a worklist's news (labWorklist:changed, radiologyWorklist:changed) says of the committed
 * writes it tells of; a write that changed nothing a worklist lists tells nobody.
 */
export interface WorklistNews {
  /** The open states whose rows changed: a request, its samples or report, a name it shows. */
  states: string[];
  /** A request came into, left or moved between the open states: every state's count changed. */
  moved: boolean;
  /** Radiology: the modalities of the requests concerned (it counts by modality); null: none. */
  modalities?: (string | null)[];
}

/** What a watcher of a worklist shows: its filters (the watch's payload), none for all. */
export interface WorklistInterest {
  status?: string;
  modality?: string;
}

/**
 * Whether news changes what a watcher shows: its page under its filters and the counts beside
 * them (each state's, of its modality when it filters by one).
 */
export function worklistHears(interest: WorklistInterest, news: WorklistNews): boolean {
  if (interest.modality !== undefined && news.modalities)
    if (!news.modalities.includes(interest.modality)) return false;
  return interest.status === undefined || news.moved || news.states.includes(interest.status);
}
