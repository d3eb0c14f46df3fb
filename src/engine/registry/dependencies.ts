import type { Dependencies, DependencyCondition } from '../types';
import { childPointer } from './problems';

export interface ConditionVisit {
  /** The controlling field the condition is keyed by. */
  field: string;
  /** Pointer to the controlling field's key in its group. */
  keyAt: string;
  condition: DependencyCondition;
  /** Pointer to the condition itself. */
  at: string;
}

/** Every condition of a (meta-schema valid) `dependencies` value, with where it sits. */
export function dependencyConditions(dependencies: Dependencies, at: string): ConditionVisit[] {
  const groups = Array.isArray(dependencies)
    ? dependencies.map((group, index) => ({ group, at: childPointer(at, index) }))
    : [{ group: dependencies, at }];
  const visits: ConditionVisit[] = [];
  for (const { group, at: groupAt } of groups) {
    for (const [field, entry] of Object.entries(group)) {
      if (field === 'op' || entry === undefined || typeof entry === 'string') continue;
      const keyAt = childPointer(groupAt, field);
      if (Array.isArray(entry)) {
        entry.forEach((condition, index) => {
          visits.push({ field, keyAt, condition, at: childPointer(keyAt, index) });
        });
      } else {
        visits.push({ field, keyAt, condition: entry, at: keyAt });
      }
    }
  }
  return visits;
}
