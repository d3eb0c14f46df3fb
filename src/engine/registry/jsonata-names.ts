/**
 * check:schemas for a field's JSONata `expression` (an aggregate over the record's values and
 * its tables' rows, `$sum(items.(quantity * unit_price))`): every name it reads must be a field
 * of the record, or a column of the table whose rows it is reading; a quoted name ("weight")
 * is a text, not the field.
 */
import type { FieldSchema } from '../types';

type Node = Record<string, unknown>;

/** The names readable where an expression stands: the record's fields, or a table's columns. */
interface Names {
  names: ReadonlySet<string>;
  /** "field", or "column of items" */
  what: string;
  /** What the step named `name` reads next: a table's columns; undefined when unknown. */
  next(name: string): Names | undefined;
}

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function recordNames(fields: Readonly<Record<string, FieldSchema>>): Names {
  return {
    names: new Set(Object.keys(fields)),
    what: 'field',
    next(name) {
      const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
      if (field?.type !== 'one_to_many' || !field.columns) return undefined;
      const columns = new Set(['id', ...field.columns.map((column) => column.field)]);
      return { names: columns, what: `column of ${name}`, next: () => undefined };
    },
  };
}

class NameWalk {
  readonly problems: string[] = [];

  private name(name: unknown, where: Names | undefined) {
    if (where && typeof name === 'string' && !where.names.has(name))
      this.problems.push(`the expression reads the unknown ${where.what} "${name}"`);
  }

  private path(steps: unknown[], where: Names | undefined) {
    let here = where;
    for (const step of steps) {
      if (!isNode(step)) continue;
      if (step.type === 'name') {
        this.name(step.value, here);
        const next = here?.next(String(step.value));
        // A step's filters and groupings read the items it names.
        for (const key of ['stages', 'predicate', 'group']) this.walk(step[key], next);
        here = next;
      } else {
        // A block, sort or function step runs over the current items; what it yields is unknown.
        this.walk(step, here);
        here = undefined;
      }
    }
  }

  walk(node: unknown, where: Names | undefined): void {
    if (Array.isArray(node)) {
      for (const item of node) this.walk(item, where);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'path' && Array.isArray(node.steps)) {
      this.path(node.steps, where);
      return;
    }
    if (node.type === 'name') this.name(node.value, where);
    if (node.type === 'string' && where && typeof node.value === 'string') {
      if (where.names.has(node.value))
        this.problems.push(
          `"${node.value}" is a quoted string, not the ${where.what} ${node.value}: write ${node.value}`,
        );
    }
    for (const [key, child] of Object.entries(node))
      if (key !== 'position' && key !== 'value' && key !== 'type') this.walk(child, where);
  }
}

/** What is wrong with the names an expression's syntax tree (jsonata(source).ast()) reads. */
export function jsonataNameProblems(
  ast: unknown,
  fields: Readonly<Record<string, FieldSchema>>,
): string[] {
  const walk = new NameWalk();
  walk.walk(ast, recordNames(fields));
  return [...new Set(walk.problems)];
}
