/** A lab sample's Print label, on its detail page: the 50 x 25 mm label in a new tab. */
import type { DetailExtraProps } from '../models/detail-extras';
import { PrintViewLink } from '../print/PrintLinks';
import { sampleLabelPrintPath } from '../print/print-paths';

export function SampleLabelAction({ record }: DetailExtraProps) {
  // A rejected sample's tube is discarded: its label is not printed again.
  if (record.status !== 'Collected') return null;
  return <PrintViewLink to={sampleLabelPrintPath(record.id)}>Print label</PrintViewLink>;
}
