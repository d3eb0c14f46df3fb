/**
 * A record's moment that defaults to the moment it is written: vital signs taken "now", an
 * emergency's arrival, an examination. A record that leaves the field empty gets the write's
 * clock reading (the same instant on every record the write touches); an edit that empties it
 * keeps the moment it had.
 */
import type { ModelRule } from '../types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export function nowWhenEmpty(name: string, model: string, field: string): ModelRule {
  return {
    name,
    models: [model],
    prepare(ctx, change) {
      if (!isBlank(change.after[field])) return;
      change.after[field] = change.before?.[field] ?? ctx.now.toISOString();
    },
  };
}
