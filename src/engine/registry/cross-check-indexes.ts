import { RECORD_TIMES } from '../related/related-lists';
import type { ModelSchema } from '../types';
import { storedFieldOf } from './cross-check-related';
import { pointer, problem } from './problems';

const TIMES: readonly string[] = RECORD_TIMES;

/**
 * A model's `indexes` name columns of its own table: stored fields (not a table, a divider, a
 * multiple pick kept as JSON) or its record times. The meta-schema checks their shape.
 */
export function checkIndexes(file: string, schema: ModelSchema): string[] {
  const fieldOf = storedFieldOf(schema);
  const problems: string[] = [];
  for (const [index, columns] of (schema.indexes ?? []).entries())
    for (const [at, name] of columns.entries()) {
      if (TIMES.includes(name)) continue;
      const field = fieldOf(name);
      const why = !field
        ? `unknown field "${name}" of ${schema.model}`
        : field.multiple
          ? `"${name}" holds several picks (JSON): an index cannot look them up`
          : undefined;
      if (why) problems.push(problem(file, pointer('indexes', index, at), why));
    }
  return problems;
}
