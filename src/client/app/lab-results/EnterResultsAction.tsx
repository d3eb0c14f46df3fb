import { Link } from 'react-router';
import { buttonClass } from '../../forms/widgets/shared';
import { adminPath } from '../layout/Navigation';
import { mayDo } from '../meta/meta';
import type { DetailExtraProps } from '../models/detail-extras';

/** The result entry page of lab request `id` (route lab_results/entry/:requestId). */
export const resultEntryPath = (id: number) => adminPath(`lab_results/entry/${id}`);

/** "Enter results" on a lab request's detail page, for those who may enter or edit results. */
export function EnterResultsAction({ meta, record }: DetailExtraProps) {
  const may = mayDo(meta, 'labResult', 'add') || mayDo(meta, 'labResult', 'edit');
  if (!may || record.status === 'Cancelled') return null;
  return (
    <Link to={resultEntryPath(record.id)} className={buttonClass}>
      Enter results
    </Link>
  );
}
