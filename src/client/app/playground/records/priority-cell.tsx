import { registerCustomCell } from '../../../widgets/table/custom-cells';

/**
 * The sample's custom column: a priority shown as a coloured badge and picked from three
 * levels. It shows how a screen plugs its own cell into an inline table by `key`.
 */
const LEVELS = {
  urgent:
    'bg-red-100 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  soon: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  routine:
    'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
} as const;

type Level = keyof typeof LEVELS;

const isLevel = (value: unknown): value is Level =>
  typeof value === 'string' && Object.hasOwn(LEVELS, value);

registerCustomCell('priority', {
  view: ({ value }) =>
    isLevel(value) ? (
      <span
        className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ${LEVELS[value]}`}
      >
        {value}
      </span>
    ) : (
      String(value)
    ),
  edit: ({ value, label, onChange }) => (
    <select
      aria-label={label}
      value={isLevel(value) ? value : ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      className="rounded-[5px] border-[1.5px] border-slate-300 bg-white px-2 py-1.5 text-sm dark:scheme-dark dark:border-slate-600 dark:bg-slate-900"
    >
      <option value="">None</option>
      {Object.keys(LEVELS).map((level) => (
        <option key={level} value={level}>
          {level[0]?.toUpperCase()}
          {level.slice(1)}
        </option>
      ))}
    </select>
  ),
});
