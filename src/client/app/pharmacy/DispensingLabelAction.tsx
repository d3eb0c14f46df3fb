/**
 * A dispensing's Print label, on its detail page (where saving a new dispensing lands): its
 * labels, one per medicine, in a new tab.
 */
import type { DetailExtraProps } from '../models/detail-extras';
import { PrintViewLink } from '../print/PrintLinks';
import { dispensingLabelPrintPath } from '../print/print-paths';

export function DispensingLabelAction({ record }: DetailExtraProps) {
  return <PrintViewLink to={dispensingLabelPrintPath(record.id)}>Print label</PrintViewLink>;
}
