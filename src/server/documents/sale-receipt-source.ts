/**
 * The printed receipt of an over-the-counter sale, read as the caller may read the sale (404
 * for none), its product, warehouse and method titled as a detail read titles them.
 */
import type { ReceiptDocument } from '../../engine/documents/document-types';
import { saleReceiptDocument } from '../../engine/documents/sale-receipt-document';
import type { Actor } from '../models/model-service';
import { type DocumentDeps, issuerOf, signedBy, titlesOf } from './document-sources';

export async function saleReceiptDocumentFor(
  deps: DocumentDeps,
  actor: Actor,
  id: number,
): Promise<ReceiptDocument> {
  const sale = await deps.models.get('pharmacySale', actor, id);
  return saleReceiptDocument({
    sale,
    titles: await titlesOf(deps, actor, 'pharmacySale', sale),
    issuer: await issuerOf(deps, sale),
    seller: await signedBy(deps, sale.sold_by),
  });
}
