import { Link } from 'react-router';
import { buttonClass } from '../../forms/widgets/shared';
import { mayDo } from '../meta/meta';
import type { DetailExtraProps } from '../models/detail-extras';
import { admitPath } from './admit-path';

/**
 * "Admit to ward" on a visit in consultation, for those who may add admissions: the admission's
 * form with the patient and the visit filled in (the admission ends the visit as Admitted). It
 * is the one way there: the visit's own move to Admitted is the server's (`auto`), taken only by
 * an admission, so no visit ends Admitted without a ward and bed.
 */
export function VisitAdmitAction({ meta, record }: DetailExtraProps) {
  if (!mayDo(meta, 'impatient', 'add') || record.status !== 'In Consultation') return null;
  return (
    <Link
      to={admitPath({ patient: Number(record.patient), visit: record.id })}
      className={buttonClass}
    >
      Admit to ward
    </Link>
  );
}
