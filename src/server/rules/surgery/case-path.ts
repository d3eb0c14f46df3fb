/**
 * A surgical case's path (schemas/surgicalCase.json's states in the order a case takes them, the
 * WHO Surgical Safety Checklist's steps among them), from booking to the patient back on the
 * ward. Cancelled stands off the path: a case may be cancelled from any open state.
 */
export const CASE_PATH = [
  'Scheduled',
  'Pre-op',
  'Sign-in Done',
  'In Theatre',
  'Time-out Done',
  'Sign-out Done',
  'In Recovery',
  'Back to Ward',
] as const;

export type CaseState = (typeof CASE_PATH)[number] | 'Cancelled';

/** The states in which a case is still open: every step of the path before Back to Ward. */
export const OPEN_CASE_STATES = CASE_PATH.slice(0, -1);
