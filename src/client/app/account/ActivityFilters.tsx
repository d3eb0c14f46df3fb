import { useId } from 'react';
import { KNOWN_ACTIONS } from './activity-view';
import { controlClass, controlLabel } from './RowButtons';

export interface ActivityFilterValues {
  action: string;
  entity: string;
  /** yyyy-MM-dd, or '' for no bound. */
  from: string;
  to: string;
}

/** The filters `GET /api/activities` supports: action, entity and a range of days. */
export function ActivityFilters({
  values,
  entities,
  onChange,
  problem,
}: {
  values: ActivityFilterValues;
  entities: readonly string[];
  onChange(values: ActivityFilterValues): void;
  /** Why the filters cannot be used as they are (the range is upside down). */
  problem?: string;
}) {
  const id = useId();
  const set = (key: keyof ActivityFilterValues, value: string) =>
    onChange({ ...values, [key]: value });
  const field = (key: keyof ActivityFilterValues, label: string, control: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className={controlLabel}>
        {label}
      </label>
      {control}
    </div>
  );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        {field(
          'action',
          'Action',
          <select
            id={`${id}-action`}
            value={values.action}
            onChange={(event) => set('action', event.target.value)}
            className={controlClass}
          >
            <option value="">All actions</option>
            {KNOWN_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action.replace(/_/g, ' ')}
              </option>
            ))}
          </select>,
        )}
        {field(
          'entity',
          'Entity',
          <select
            id={`${id}-entity`}
            value={values.entity}
            onChange={(event) => set('entity', event.target.value)}
            className={controlClass}
          >
            <option value="">All entities</option>
            {entities.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </select>,
        )}
        {field(
          'from',
          'From',
          <input
            id={`${id}-from`}
            type="date"
            value={values.from}
            onChange={(event) => set('from', event.target.value)}
            aria-invalid={problem ? true : undefined}
            className={controlClass}
          />,
        )}
        {field(
          'to',
          'To',
          <input
            id={`${id}-to`}
            type="date"
            value={values.to}
            onChange={(event) => set('to', event.target.value)}
            aria-invalid={problem ? true : undefined}
            className={controlClass}
          />,
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
