/**
 * The printed invoice and receipt of one record, read as the caller may read it: the record
 * through the model service (404 for none, the owner rule, hidden fields left out), its
 * references' titles as a detail read gives them, and the payments only to those who may see
 * payments.
 */

import type { Kysely } from 'kysely';
import type {
  DocumentIssuer,
  InvoiceDocument,
  ReceiptDocument,
} from '../../engine/documents/document-types';
import { type InvoicePaymentEntry, invoiceDocument } from '../../engine/documents/invoice-document';
import { receiptDocument } from '../../engine/documents/receipt-document';
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import type { DatabaseSchema } from '../db/schema';
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor, ModelService } from '../models/model-service';
import { refTitles } from '../models/ref-titles';
import { issuingRecords, receiptInvoices } from '../repositories/billing-documents';
import { paymentLinesOf } from '../repositories/invoice-payments';
import { findUserRowByEmail, findUserRowById } from '../repositories/users';
import { documentIssuer } from './document-issuer';

export interface DocumentDeps {
  db: Kysely<DatabaseSchema>;
  models: ModelService;
  matrix: PermissionMatrix;
  /** Where stored files live, for the company's logo. */
  dataDir: string;
}

// Model tables have no static types (any-db.ts).
const modelDb = (deps: DocumentDeps) => deps.db as unknown as AnyDb;

export async function titlesOf(
  deps: DocumentDeps,
  actor: Actor,
  model: string,
  record: RecordValues,
) {
  return refTitles(modelDb(deps), deps.models.runtime(model).schema, [record], {
    owner: { id: actor.id, email: actor.email, user: actor.engineUser },
    matrix: deps.matrix,
    runtime: (name) => deps.models.runtime(name),
  });
}

/** The heading, at the branch of the user who made the record. */
export async function issuerOf(deps: DocumentDeps, record: RecordValues): Promise<DocumentIssuer> {
  const maker =
    typeof record.created_by === 'number'
      ? await findUserRowById(deps.db, record.created_by)
      : undefined;
  const records = await issuingRecords(
    modelDb(deps),
    deps.models.runtime('company'),
    deps.models.runtime('branch'),
  );
  return documentIssuer(records, maker?.branch, deps.dataDir);
}

/**
 * Who signed a document's record, by the e-mail its *_by field keeps: their full name, or the
 * e-mail itself once no user has it (a person who left still shows on old receipts).
 */
export async function signedBy(deps: DocumentDeps, by: unknown): Promise<string> {
  const email = typeof by === 'string' ? by : '';
  const user = email ? await findUserRowByEmail(deps.db, email) : undefined;
  return user ? `${user.first_name} ${user.last_name}`.trim() : email;
}

/** The invoice's payments as its printed copy lists them. */
async function invoicePayments(db: AnyDb, id: number): Promise<InvoicePaymentEntry[]> {
  return (await paymentLinesOf(db, id)).map((line) => ({
    number: line.payment_number,
    date: line.payment_date,
    method: line.method_name,
    reference: line.reference,
    paidBy: line.payer_kind,
    amount: line.amount,
  }));
}

export async function invoiceDocumentFor(
  deps: DocumentDeps,
  actor: Actor,
  id: number,
): Promise<InvoiceDocument> {
  const invoice = await deps.models.get('invoice', actor, id);
  const seesPayments = can(actor.engineUser, deps.matrix, 'payment', 'view');
  return invoiceDocument({
    invoice,
    titles: await titlesOf(deps, actor, 'invoice', invoice),
    issuer: await issuerOf(deps, invoice),
    ...(seesPayments ? { payments: await invoicePayments(modelDb(deps), id) } : {}),
  });
}

export async function receiptDocumentFor(
  deps: DocumentDeps,
  actor: Actor,
  id: number,
): Promise<ReceiptDocument> {
  const payment = await deps.models.get('payment', actor, id);
  return receiptDocument({
    payment,
    titles: await titlesOf(deps, actor, 'payment', payment),
    issuer: await issuerOf(deps, payment),
    invoices: await receiptInvoices(modelDb(deps), id, payment.payer_kind === 'Insurer'),
    cashier: await signedBy(deps, payment.received_by),
  });
}
