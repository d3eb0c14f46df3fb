import type { ModelSchema } from '../../engine/types';
import type { ModelRule } from './types';

/** The rules one server runs, by name. */
export interface RuleSet {
  /** Rule name -> the models it watches (what `check:schemas` checks names against). */
  catalogue: ReadonlyMap<string, readonly string[]>;
  /** The rules a model names, in the order it names them. */
  forModel(schema: ModelSchema): ModelRule[];
}

export function createRuleSet(rules: readonly ModelRule[]): RuleSet {
  const byName = new Map<string, ModelRule>();
  for (const rule of rules) {
    if (byName.has(rule.name)) throw new Error(`Two rules are named "${rule.name}"`);
    byName.set(rule.name, rule);
  }
  const cache = new WeakMap<ModelSchema, ModelRule[]>();
  return {
    catalogue: new Map(rules.map((rule) => [rule.name, rule.models])),
    forModel(schema) {
      let found = cache.get(schema);
      if (!found) {
        found = (schema.rules ?? []).map((name) => {
          const rule = byName.get(name);
          // The registry check refuses such a schema; reaching here is a wiring bug.
          if (!rule) throw new Error(`${schema.model} names an unknown rule "${name}"`);
          return rule;
        });
        cache.set(schema, found);
      }
      return found;
    },
  };
}
