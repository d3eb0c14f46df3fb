import type { SelectOption } from '../../../engine/types';

/**
 * The triage categories with their criteria, as schemas/emergency.json gives them (the South
 * African Triage Scale), folded under the board so the nurse can read them while triaging.
 */
export function TriageCriteria({ categories }: { categories: readonly SelectOption[] }) {
  if (categories.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
      <summary className="cursor-pointer font-medium">Triage categories and their criteria</summary>
      <dl className="mt-2 space-y-2">
        {categories.map((category) => (
          <div
            key={String(category.id)}
            className="pl-3"
            style={{ borderLeft: `6px solid ${category.color ?? '#94a3b8'}` }}
          >
            <dt className="font-medium">{category.name}</dt>
            {category.description && (
              <dd className="text-slate-700 dark:text-slate-300">{category.description}</dd>
            )}
          </div>
        ))}
      </dl>
    </details>
  );
}
