import { filterOptions, MAX_SHOWN_OPTIONS } from '../../../../engine/format/select';
import type { Choice } from './choices';

/**
 * The choices a searchable select lists for what is typed. Static options are filtered here, by
 * their names. A model's records are searched on the server, across its list's search fields
 * (a patient by MRN or phone as well as name): once the server has answered this very query,
 * all its matches are listed (those matching by name first), since a match on an MRN has no
 * MRN in its name and filtering by name dropped it ("MRN-2026-000010" found the patient and listed nothing).
 * While that answer is on its way, the earlier one is narrowed by name.
 */
export function shownChoices(
  choices: readonly Choice[],
  query: string,
  answeredQuery?: string,
): Choice[] {
  const byName = filterOptions(choices, query);
  if (answeredQuery === undefined || answeredQuery.trim() !== query.trim()) return byName;
  // Those matching by name first, in the order they always had, then the other matches.
  const named = new Set(byName);
  return byName.concat(choices.filter((choice) => !named.has(choice))).slice(0, MAX_SHOWN_OPTIONS);
}
