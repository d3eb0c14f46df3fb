/**
 * Which fields of a chart entry its stored flags name. A flag is a field's warning message
 * with the value as it reads ("Pulse high, tachycardia (130 beats/min)", engine/form/
 * warning-flags.ts); a chart's warning messages differ from field to field, so each flag leads
 * back to its field, and a table can mark that value in words beside its colour.
 */
import type { FieldSchema } from '../types';

/** field -> the message of its flag, for the fields `flags` name. */
export function flaggedFields(
  fields: Record<string, FieldSchema>,
  flags: readonly string[],
): Record<string, string> {
  const flagged: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    for (const { message } of field.warnings ?? []) {
      if (flags.some((flag) => flag === message || flag.startsWith(`${message} (`))) {
        flagged[name] = message;
        break;
      }
    }
  }
  return flagged;
}
