import { Link } from 'react-router';
import { prefillSearch } from '../../../engine/related/prefill';
import { buttonClass } from '../../forms/widgets/shared';
import { adminPath } from '../layout/Navigation';
import { mayDo } from '../meta/meta';
import type { DetailExtraProps } from '../models/detail-extras';
import { modelPath } from '../models/model-path';

/** The new dispensing's form for prescription `id` (its panel fills the rest). */
export const dispensePath = (id: number) =>
  `${adminPath(modelPath({ parents: [], model: 'dispensing', view: 'new' }))}${prefillSearch({ prescription: id })}`;

/** "Dispense" on a prescription still to dispense, for those who may add a dispensing. */
export function DispenseAction({ meta, record }: DetailExtraProps) {
  if (!mayDo(meta, 'dispensing', 'add')) return null;
  if (record.status !== 'Active' && record.status !== 'Partly Dispensed') return null;
  return (
    <Link to={dispensePath(record.id)} className={buttonClass}>
      Dispense
    </Link>
  );
}
