/** The problems of many bodies refused together (createMany): each names its body's place. */
import type { HttpError, Problem } from '../errors';

/** A problem of one body of `createMany`: `index` is the body's position in the list. */
export interface IndexedProblem extends Problem {
  index: number;
}

/** The `{field, message}` list an error carries (its message alone when it has none). */
export function problemsOf(error: HttpError): Problem[] {
  const details = Array.isArray(error.details) ? (error.details as Partial<Problem>[]) : [];
  const listed = details.filter(
    (d): d is Problem => typeof d?.field === 'string' && typeof d.message === 'string',
  );
  return listed.length > 0 ? listed : [{ field: '', message: error.message }];
}

/** "2 problems: #1 amount: Amount is not valid; ..." (the first 20 spelled out). */
export function describeIndexed(problems: IndexedProblem[]): string {
  const shown = problems
    .slice(0, 20)
    .map((p) => `#${p.index + 1}${p.field ? ` ${p.field}` : ''}: ${p.message}`)
    .join('; ');
  const more = problems.length > 20 ? `; and ${problems.length - 20} more` : '';
  return `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}: ${shown}${more}`;
}
