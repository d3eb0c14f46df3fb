import { useId } from 'react';
import { KNOWN_ACTIONS } from './activity-view';
import { FilterSelect, Labelled } from './FilterSelect';
import { controlClass } from './RowButtons';

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
  const date = (key: 'from' | 'to', label: string) => (
    <Labelled id={`${id}-${key}`} label={label}>
      <input
        id={`${id}-${key}`}
        type="date"
        value={values[key]}
        onChange={(event) => set(key, event.target.value)}
        aria-invalid={problem ? true : undefined}
        className={controlClass}
      />
    </Labelled>
  );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          id={`${id}-action`}
          label="Action"
          allLabel="All actions"
          value={values.action}
          options={KNOWN_ACTIONS}
          optionText={(action) => action.replace(/_/g, ' ')}
          onChange={(action) => set('action', action)}
        />
        <FilterSelect
          id={`${id}-entity`}
          label="Entity"
          allLabel="All entities"
          value={values.entity}
          options={entities}
          onChange={(entity) => set('entity', entity)}
        />
        {date('from', 'From')}
        {date('to', 'To')}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
