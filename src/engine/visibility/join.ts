const OR_SPELLINGS = new Set(['or', 'OR', 'Or', '||']);
const AND_SPELLINGS = new Set(['and', 'AND', 'And', '&&']);

/** Spec 5.1: AND by default; every spelling of AND and OR. Undefined for anything else. */
export function joinKind(op: unknown): 'and' | 'or' | undefined {
  if (op === undefined || op === null || AND_SPELLINGS.has(op as string)) return 'and';
  if (OR_SPELLINGS.has(op as string)) return 'or';
  return undefined;
}
