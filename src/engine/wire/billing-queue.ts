/**
 * The cashier's queue (`GET /api/billing/queue`, the request-payment page) and its news on the
 * real-time connection: shapes shared by the server that sends them and the browser that reads
 * them.
 */
import type { ErrorBody } from './errors';

/** The point whose queue shows what insurers and credit companies owe. */
export const CREDIT_POINT = 'Credit';

/** One patient waiting at one cashier point. */
export interface CashierQueueRow {
  patient: number;
  point: string;
  /** Charges waiting for an invoice at this point, and what they come to ("1250.00"). */
  unbilled: { count: number; amount: string };
  /**
   * Invoices of this point with something left to pay, and what is left: the patient's balance,
   * or at the Credit point the insurer's or company's.
   */
  unpaid: { count: number; balance: string };
  /** When the oldest of these began to wait (ISO instant): the queue is oldest first. */
  waitingSince: string;
}

export interface CashierQueue {
  /** The points read: the cashier's own, the one a manager chose, or every point. */
  points: string[];
  /** The points this reader may choose between (one for a point's cashier). */
  choices: string[];
  rows: CashierQueueRow[];
  /** Rows waiting in all, of which `rows` holds the oldest `limit`. */
  total: number;
  /** The patients' names by id, for readers who may read patients (as record answers' titles). */
  titles: { patient?: Record<string, string> };
}

/** Client to server: watch the queue of `point` (none: every point the reader may see). */
export const BILLING_QUEUE_WATCH = 'billing:queue:watch';
/** Server to watchers of a point: something waiting there changed; read the queue again. */
export const BILLING_QUEUE_CHANGED = 'billing:queue:changed';

export interface BillingQueueChanged {
  points: string[];
}

export type BillingQueueWatchAck = { ok: true; points: string[] } | { ok: false; error: ErrorBody };
