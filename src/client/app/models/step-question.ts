import type { Transition } from '../../../engine/permissions/transitions';
import type { FieldSchema } from '../../../engine/types';

/** What a workflow step asks before it moves a record. */
export type StepQuestion =
  | { kind: 'none' }
  /** A reason typed in words (a cancellation's): ReasonDialog. */
  | { kind: 'reason'; name: string }
  /** Fields through the form engine's widgets, each required: StepFieldsDialog. */
  | { kind: 'fields'; names: string[] };

/**
 * The question of `step`: its fields (a schedule's time and room), a reason typed in words, or
 * nothing. A reason that is picked from a list (a sample's rejection reason: Haemolysed,
 * Clotted...) is asked as a field, with its list: typed into a text box it had to match an
 * option word for word, and the server refused anything else. A step with fields and a reason
 * asks them together, the reason first.
 */
export function stepQuestion(
  step: Transition,
  fields: Readonly<Record<string, FieldSchema>>,
): StepQuestion {
  const { reason } = step;
  const typed = reason !== undefined && (fields[reason]?.type ?? 'text') === 'text';
  if (step.fields?.length)
    return { kind: 'fields', names: reason ? [reason, ...step.fields] : [...step.fields] };
  if (reason === undefined) return { kind: 'none' };
  return typed ? { kind: 'reason', name: reason } : { kind: 'fields', names: [reason] };
}

/**
 * The form the step's fields are asked in: each required. The step writes them, so they are
 * asked even where the record form shows them read-only (kept by the server), and whatever the
 * state their form shows them in (a rejection reason shown once the status is Rejected: the
 * step is what makes it so).
 */
export function stepFieldsSchema(
  names: readonly string[],
  fields: Readonly<Record<string, FieldSchema>>,
): Record<string, FieldSchema> {
  return Object.fromEntries(
    names.map((name) => {
      const {
        derived: _derived,
        group: _group,
        span: _span,
        dependencies: _dependencies,
        ...field
      } = fields[name] ?? { type: 'text' };
      return [name, { ...field, required: true } as FieldSchema];
    }),
  );
}
